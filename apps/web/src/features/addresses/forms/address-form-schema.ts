/**
 * The address form's rules: the shared request schemas (packages/shared/src/schemas/addresses.ts),
 * plus the one rule only the form can check before sending: the postal code must be one of the
 * chosen sub-district's own. The server stays the judge of everything.
 */
import { z } from 'zod';
import { receiptAddressBody, shippingAddressBody, type ReceiptAddress } from '@pawsook/shared/schemas/addresses';
import type { FieldError } from '../../../lib/normalise-result';
import type { AddressKind, AddressPayload, MemberAddress } from '../api/address-calls';

/** What the inputs hold: text, region ids as select values ('' until chosen), two checkboxes. */
export interface AddressFormValues {
  name: string;
  surname: string;
  phone: string;
  address: string;
  province: string;
  district: string;
  subDistrict: string;
  postelCode: string;
  companyName: string;
  taxPayerId: string;
  /** the buyer's branch on a tax invoice: 5 digits, or empty for the head office */
  branchNo: string;
  isDefault: boolean;
  isAddToAccount: boolean;
}

export type AddressField = keyof AddressFormValues;

export const EMPTY_ADDRESS_VALUES: AddressFormValues = {
  name: '',
  surname: '',
  phone: '',
  address: '',
  province: '',
  district: '',
  subDistrict: '',
  postelCode: '',
  companyName: '',
  taxPayerId: '',
  branchNo: '',
  isDefault: false,
  isAddToAccount: false,
};

/** The input limits of the shared rules (member-area.md §9), for maxLength attributes. */
export const ADDRESS_LIMITS = { name: 100, surname: 100, address: 130, phone: 30, postelCode: 5, companyName: 120, taxPayerId: 13, branchNo: 5 } as const;

const addToAccount = { isAddToAccount: z.boolean().optional().default(false) };
const shippingForm = shippingAddressBody.omit({ id: true }).extend(addToAccount);
const receiptForm = receiptAddressBody.omit({ id: true }).extend(addToAccount);

type ShippingFormOutput = z.output<typeof shippingForm>;
type ReceiptFormOutput = z.output<typeof receiptForm>;
export type AddressFormOutput = ShippingFormOutput & Partial<Pick<ReceiptFormOutput, 'companyName' | 'taxPayerId' | 'branchNo'>>;

/**
 * The schema for one book. `postalCodes` are the chosen sub-district's codes (null while none is
 * chosen, or its district is still loading): a code outside them is refused before sending.
 */
export function addressFormSchema(kind: AddressKind, postalCodes: readonly string[] | null): z.ZodType<AddressFormOutput> {
  const postelCode = shippingAddressBody.shape.postelCode.refine(
    (code) => postalCodes === null || postalCodes.length === 0 || postalCodes.includes(code),
    'address.postalCodeMismatch',
  );
  return kind === 'receipt' ? receiptForm.extend({ postelCode }) : shippingForm.extend({ postelCode });
}

/** The form's answer as the call's body. A locked default (first address, or the default itself) is sent as default. */
export function toAddressPayload(
  kind: AddressKind,
  values: AddressFormOutput,
  options: { defaultLocked?: boolean; withAddToAccount?: boolean } = {},
): AddressPayload {
  const payload: AddressPayload = {
    name: values.name,
    surname: values.surname,
    address: values.address,
    province: values.province,
    district: values.district,
    subDistrict: values.subDistrict,
    postelCode: values.postelCode,
    phone: values.phone,
    isDefault: Boolean(options.defaultLocked || values.isDefault),
  };
  if (kind === 'receipt') {
    payload.companyName = values.companyName ?? null;
    payload.taxPayerId = values.taxPayerId ?? '';
    payload.branchNo = values.branchNo ?? null;
  }
  if (options.withAddToAccount) payload.isAddToAccount = values.isAddToAccount;
  return payload;
}

/** An address from the API as the form's starting values (to edit it). */
export function addressToFormValues(address: MemberAddress | ReceiptAddress): AddressFormValues {
  return {
    ...EMPTY_ADDRESS_VALUES,
    name: address.name,
    surname: address.surname,
    phone: address.phone,
    address: address.address,
    province: String(address.provinceId ?? address.province),
    district: String(address.districtId ?? address.district),
    subDistrict: String(address.subDistrictId ?? address.subDistrict),
    postelCode: address.postelCode,
    companyName: address.companyName ?? '',
    taxPayerId: address.taxPayerId ?? '',
    branchNo: address.branchNo ?? '',
    isDefault: address.isDefault,
  };
}

const SERVER_FIELDS: readonly AddressField[] = [
  'name',
  'surname',
  'phone',
  'address',
  'province',
  'district',
  'subDistrict',
  'postelCode',
  'companyName',
  'taxPayerId',
  'branchNo',
  'isDefault',
  'isAddToAccount',
];

export interface PlacedAddressErrors {
  fields: Partial<Record<AddressField, string>>;
  /** messages about the whole request (the limit at 5, a missing address), or for fields this form does not show */
  general: string[];
}

/**
 * A 400's field list (already in the shopper's language) placed on the form's fields; the server
 * uses the form's own names (spec §3). `shown` says which fields this form displays: a message for
 * any other field goes above the form instead of being lost.
 */
export function placeAddressErrors(errors: readonly FieldError[], shown: ReadonlySet<AddressField>): PlacedAddressErrors {
  const placed: PlacedAddressErrors = { fields: {}, general: [] };
  for (const { field, message } of errors) {
    const target = SERVER_FIELDS.find((f) => f === field && shown.has(f));
    if (target) placed.fields[target] ??= message;
    else if (!placed.general.includes(message)) placed.general.push(message);
  }
  return placed;
}
