/**
 * What step 2 keeps while the shopper fills it in (cart spec §2 "Step 2, order details") and the
 * rules of its buy button (§5 "Step 2 buy requires").
 */
import { receiptAddressBody } from '@pawsook/shared/schemas/addresses';
import { encodeMessage } from '../../lib/forms/keyed-resolver';
import type { AddressKind, AddressPayload, MemberAddress } from '../addresses/api/address-calls';

/**
 * The address chosen for the order: one of the member's book, or one typed in at checkout and kept
 * as the order's own copy (POST /api/v1/order-*-address answers only its id, so the typed-in
 * fields are kept here to show it).
 */
export type ChosenAddress = { origin: 'book'; id: number } | { origin: 'order'; id: number; payload: AddressPayload };

/** The book's default, else its first address (the API lists the default first). */
export function defaultAddressId(book: readonly MemberAddress[] | undefined): number | null {
  if (!book || book.length === 0) return null;
  return (book.find((a) => a.isDefault) ?? book[0]!).id;
}

/**
 * The chosen address as it stands now: a book address still in the book (it may have been deleted
 * in another tab), the typed-in one, or else the book's default.
 */
export function currentAddress(picked: ChosenAddress | null, book: readonly MemberAddress[] | undefined): ChosenAddress | null {
  if (picked?.origin === 'order') return picked;
  if (picked?.origin === 'book' && book?.some((a) => a.id === picked.id)) return picked;
  const fallback = defaultAddressId(book);
  return fallback === null ? null : { origin: 'book', id: fallback };
}

export interface DetailsChoices {
  /** a donation goes to the place's own address: nothing to choose */
  isDonation: boolean;
  shipping: ChosenAddress | null;
  receiptNeed: boolean;
  /** the tax invoice is made out to the delivery address */
  receiptSame: boolean;
  receipt: ChosenAddress | null;
  paymentChannelId: number | null;
}

export type DetailsProblem = 'shipping-address' | 'receipt-address' | 'payment-channel';

/** The first requirement of §5 "Step 2 buy requires" that is not met, in the spec's order. */
export function detailsProblem(choices: DetailsChoices): DetailsProblem | null {
  if (!choices.isDonation && choices.shipping === null) return 'shipping-address';
  if (choices.receiptNeed && !(choices.receiptSame && !choices.isDonation) && choices.receipt === null) return 'receipt-address';
  if (choices.paymentChannelId === null) return 'payment-channel';
  return null;
}

/** The book an order address of this kind may also be saved to. */
export const ORDER_ADDRESS_PATHS: Record<AddressKind, string> = {
  shipping: '/api/v1/order-shipping-address',
  receipt: '/api/v1/order-receipt-address',
};

/** The fields of a book address as an order address's payload (the order keeps its own copy). */
export function bookAddressPayload(address: MemberAddress): AddressPayload {
  const payload: AddressPayload = {
    name: address.name,
    surname: address.surname,
    address: address.address,
    province: address.provinceId,
    district: address.districtId,
    subDistrict: address.subDistrictId,
    postelCode: address.postelCode,
    phone: address.phone,
    isDefault: true,
    isAddToAccount: false,
  };
  if (address.taxPayerId) payload.taxPayerId = address.taxPayerId;
  if (address.companyName) payload.companyName = address.companyName;
  if (address.branchNo) payload.branchNo = address.branchNo;
  return payload;
}

/**
 * Where the order's copy of a chosen address comes from: one typed in at checkout already is the
 * order's copy (copyId); a book address is copied (POST /api/v1/order-*-address) before the order
 * is placed. The fields come along for a tax invoice made out to the delivery address. Null when
 * a book address is no longer in the book.
 */
export function orderAddressSource(
  chosen: ChosenAddress,
  book: readonly MemberAddress[] | undefined,
): { copyId: number | null; payload: AddressPayload } | null {
  if (chosen.origin === 'order') return { copyId: chosen.id, payload: chosen.payload };
  const saved = book?.find((a) => a.id === chosen.id);
  return saved ? { copyId: null, payload: bookAddressPayload(saved) } : null;
}

/** The fields typed in for a tax invoice made out to the delivery address (cart spec §4 "Receipt request"; the branch, issue 41). */
export interface InvoiceFields {
  companyName: string;
  taxPayerId: string;
  /** 5 digits, or empty for the head office */
  branchNo: string;
}

export const EMPTY_INVOICE_FIELDS: InvoiceFields = { companyName: '', taxPayerId: '', branchNo: '' };

/** A tax invoice to the delivery address: the delivery address's fields with the company and tax id typed in. */
export function sameAsDeliveryReceipt(delivery: AddressPayload, fields: InvoiceFields): AddressPayload {
  const companyName = fields.companyName.trim();
  return {
    ...delivery,
    companyName: companyName === '' ? null : companyName,
    taxPayerId: fields.taxPayerId.trim(),
    branchNo: fields.branchNo.trim() || null,
    isDefault: true,
    isAddToAccount: false,
  };
}

const invoiceFieldsSchema = receiptAddressBody.pick({ companyName: true, taxPayerId: true, branchNo: true });

/** The shared receipt rules for the fields (message keys, translated when shown); empty when both are fine. */
export function invoiceFieldErrors(fields: InvoiceFields): Partial<Record<keyof InvoiceFields, string>> {
  const parsed = invoiceFieldsSchema.safeParse(fields);
  if (parsed.success) return {};
  const errors: Partial<Record<keyof InvoiceFields, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field !== 'companyName' && field !== 'taxPayerId' && field !== 'branchNo') continue;
    errors[field] ??= encodeMessage(issue.message, issue.code === 'too_big' ? { max: Number(issue.maximum) } : {});
  }
  return errors;
}
