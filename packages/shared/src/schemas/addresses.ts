import { z } from '../validation/z';
import { idParam, MAX_ID } from '../validation/ids';
import { isValidThaiTaxId } from '../address/tax-id';
import { THAI_LETTER } from '../members/member-rules';

/** Letters, with single spaces between words ("letters only": no digits or symbols). */
export const ADDRESS_NAME = new RegExp(`^[A-Za-z${THAI_LETTER}]+( [A-Za-z${THAI_LETTER}]+)*$`);
/** Starts with a letter, hyphen or underscore; then letters, spaces, hyphens, underscores, dots or apostrophes. */
export const ADDRESS_SURNAME = new RegExp(`^[A-Za-z${THAI_LETTER}_-][A-Za-z${THAI_LETTER}_ .'-]*$`);

export const MAX_ADDRESSES_PER_BOOK = 5;

/** An empty field of an address form says "Please complete the information" (member-area §5, the address forms). */
const required = (max: number) => z.string({ error: 'address.required' }).trim().min(1, 'address.required').max(max, 'address.noMoreThan');

const regionId = z.coerce.number({ error: 'address.required' }).int('address.unknownRegion').positive('address.required').max(MAX_ID, 'address.unknownRegion');

export const shippingAddressBody = z.object({
  name: required(100).regex(ADDRESS_NAME, 'address.nameLetters'),
  surname: required(100).regex(ADDRESS_SURNAME, 'address.surnameStart'),
  address: required(130),
  province: regionId,
  district: regionId,
  subDistrict: regionId,
  postelCode: z
    .string({ error: 'address.required' })
    .trim()
    .min(1, 'address.required')
    .regex(/^\d{5}$/, 'address.postalCode'),
  phone: required(30).regex(/^[0-9+\-() ]+$/, 'address.phone'),
  isDefault: z.boolean().optional().default(false),
  /** sent by the spec's PUT payload; the path's id is the one used */
  id: z.unknown().optional(),
});

export const receiptAddressBody = shippingAddressBody.extend({
  companyName: z
    .string()
    .trim()
    .max(120, 'address.noMoreThan')
    .nullish()
    .transform((v) => v || null),
  taxPayerId: z.string({ error: 'address.required' }).trim().min(1, 'address.required').refine(isValidThaiTaxId, 'address.taxId'),
  /** the buyer's branch for the tax invoice: 5 digits; empty or absent: head office */
  branchNo: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, 'address.branchNo')
    .nullish()
    .transform((v) => v || null),
});

export const orderShippingAddressBody = shippingAddressBody.extend({ isAddToAccount: z.boolean().optional().default(false) });
export const orderReceiptAddressBody = receiptAddressBody.extend({ isAddToAccount: z.boolean().optional().default(false) });

export const addressIdParams = z.object({ id: idParam });
export const setDefaultBody = z.object({ isDefault: z.literal(true) });

export const shippingAddressSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  name: z.string(),
  surname: z.string(),
  phone: z.string(),
  address: z.string(),
  province: z.number().int(),
  provinceId: z.number().int(),
  provinceDesc: z.string(),
  district: z.number().int(),
  districtId: z.number().int(),
  districtDesc: z.string(),
  subDistrict: z.number().int(),
  subDistrictId: z.number().int(),
  subDistrictDesc: z.string(),
  postelCode: z.string(),
  isDefault: z.boolean(),
  createDate: z.string(),
  updateDate: z.string(),
});

export const receiptAddressSchema = shippingAddressSchema.extend({
  taxPayerId: z.string(),
  companyName: z.string().nullable(),
  branchNo: z.string().nullable(),
});

export const addressLimitSchema = z.object({ count: z.number().int(), limit: z.number().int() });

export type ShippingAddressInput = z.infer<typeof shippingAddressBody>;
export type ReceiptAddressInput = z.infer<typeof receiptAddressBody>;
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;
export type ReceiptAddress = z.infer<typeof receiptAddressSchema>;
