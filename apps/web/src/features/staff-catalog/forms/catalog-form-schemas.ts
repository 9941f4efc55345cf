/**
 * The catalogue's forms validate with the shared request schemas (packages/shared/src/schemas/
 * staff-catalog.ts), as the API does: each form reads its fields as typed (text, a Bangkok
 * datetime-local, a checkbox) and hands them to the call's own schema.
 */
import { z } from 'zod';
import { staffProductChangeBody, staffSkuPriceBody, stockAdjustmentBody, type StaffProduct } from '@pawsook/shared/schemas/staff-catalog';
import { bahtText } from '../../back-office/order-format';
import { fromBangkokLocal, toBangkokLocal } from '../../../lib/bangkok-local-time';

type StaffSku = StaffProduct['skus'][number];

/** baht as typed: whole baht or with satang (at most two decimals), no grouping */
const BAHT_TEXT = /^\d{1,8}(\.\d{1,2})?$/;

export const bahtField = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .refine((text) => BAHT_TEXT.test(text), 'validation.invalid')
  .transform(Number);

/** '' is none (null) */
const optionalBahtField = z
  .string()
  .trim()
  .refine((text) => text === '' || BAHT_TEXT.test(text), 'validation.invalid')
  .transform((text) => (text === '' ? null : Number(text)));

export const optionalWholeField = z
  .string()
  .trim()
  .refine((text) => text === '' || /^\d{1,7}$/.test(text), 'validation.integer')
  .transform((text) => (text === '' ? null : Number(text)));

const dateTimeField = z.string().transform(fromBangkokLocal);

/**
 * The form's reading, then the call's own schema. (zod's `pipe` types the second schema's input as
 * the first's output exactly; the calls' schemas take their fields as optional, which is wider.)
 */
export function thenCall<Read extends z.ZodType, Call extends z.ZodType>(read: Read, call: Call) {
  return read.pipe(call as unknown as z.ZodType<z.output<Call>, z.output<Read>>);
}

/** The product's words, places in the catalogue and lists: the same fields on a new product and a product's page. */
export interface ProductFieldsValues {
  nameTh: string;
  nameEn: string;
  descriptionTh: string;
  descriptionEn: string;
  /** '' until one is chosen (a new product) */
  brandId: string;
  categoryId: string;
  petType: string;
  lifeStage: string;
  kind: string;
  isRecommended: boolean;
  isNew: boolean;
  isClearance: boolean;
  coinsPer100Baht: string;
}

/** '' (nothing chosen) is refused here; the call's schema judges the rest */
const chosenId = z.string().min(1, 'validation.required').transform(Number);

/** a name is needed before any other field is judged by the call (every refusal shows at once) */
const nameField = z.string().trim().min(1, 'validation.required');

export const productFieldsRead = {
  nameTh: nameField,
  nameEn: nameField,
  descriptionTh: z.string(),
  descriptionEn: z.string(),
  brandId: chosenId,
  categoryId: chosenId,
  petType: z.string(),
  lifeStage: z.string(),
  kind: z.string(),
  isRecommended: z.boolean(),
  isNew: z.boolean(),
  isClearance: z.boolean(),
  coinsPer100Baht: z
    .string()
    .trim()
    .refine((text) => /^\d{1,3}$/.test(text), 'validation.integer')
    .transform(Number),
};

export interface ProductFormValues extends ProductFieldsValues {
  active: boolean;
  /** Bangkok datetime-local; '' for no flash sale */
  flashSaleEndsAt: string;
}

export const productFormSchema = thenCall(
  z
    .object({ ...productFieldsRead, active: z.boolean(), flashSaleEndsAt: dateTimeField })
    .transform(({ active, ...rest }) => ({ ...rest, displayStatus: active ? ('active' as const) : ('inactive' as const) })),
  staffProductChangeBody,
);
export type ProductFormOutput = z.output<typeof productFormSchema>;

export function productFormValues(product: StaffProduct): ProductFormValues {
  return {
    nameTh: product.nameTh,
    nameEn: product.nameEn,
    descriptionTh: product.descriptionTh,
    descriptionEn: product.descriptionEn,
    brandId: String(product.brandId),
    categoryId: String(product.categoryId),
    petType: product.petType,
    lifeStage: product.lifeStage,
    kind: product.kind,
    active: product.displayStatus === 'active',
    isRecommended: product.isRecommended,
    isNew: product.isNew,
    isClearance: product.isClearance,
    flashSaleEndsAt: toBangkokLocal(product.flashSaleEndsAt),
    coinsPer100Baht: String(product.coinsPer100Baht),
  };
}

export interface SkuPriceFormValues {
  price: string;
  /** '' for no special price */
  specialPrice: string;
  specialStartsAt: string;
  specialEndsAt: string;
  /** '' for not a reward */
  coinReward: string;
}

export const skuPriceFormSchema = thenCall(
  z.object({
    price: bahtField,
    specialPrice: optionalBahtField,
    specialStartsAt: dateTimeField,
    specialEndsAt: dateTimeField,
    coinReward: optionalWholeField,
  }),
  staffSkuPriceBody,
);
export type SkuPriceFormOutput = z.output<typeof skuPriceFormSchema>;

export function skuPriceFormValues(sku: StaffSku): SkuPriceFormValues {
  return {
    price: bahtText(sku.price),
    specialPrice: sku.specialPrice === null ? '' : bahtText(sku.specialPrice),
    specialStartsAt: toBangkokLocal(sku.specialStartsAt),
    specialEndsAt: toBangkokLocal(sku.specialEndsAt),
    coinReward: sku.coinReward === null ? '' : String(sku.coinReward),
  };
}

export const STOCK_REASONS = ['delivery', 'return', 'damaged', 'lost', 'correction'] as const;

export interface StockFormValues {
  /** units in (+12) or out (-3) */
  change: string;
  reason: string;
  note: string;
}

export const stockFormSchema = thenCall(
  z.object({
    change: z
      .string()
      .trim()
      .transform((text) => text.replace('−', '-'))
      .refine((text) => /^[+-]?\d{1,7}$/.test(text), 'validation.integer')
      .transform(Number),
    reason: z.string(),
    note: z.string(),
  }),
  stockAdjustmentBody,
);
export type StockFormOutput = z.output<typeof stockFormSchema>;

export const NO_STOCK_CHANGE: StockFormValues = { change: '', reason: 'delivery', note: '' };
