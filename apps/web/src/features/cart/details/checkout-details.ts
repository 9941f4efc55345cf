/**
 * What step 2 keeps while the shopper fills it in (cart spec §2 "Step 2, order details") and the
 * rules of its buy button (§5 "Step 2 buy requires").
 */
import type { AddressKind, AddressPayload, MemberAddress } from '../../addresses/api/address-calls';

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
