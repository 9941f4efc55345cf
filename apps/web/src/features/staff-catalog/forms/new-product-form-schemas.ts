/**
 * A new product and a new SKU, read from their forms and handed to the calls' own schemas
 * (packages/shared/src/schemas/staff-new-products.ts), as the product's page does with its forms.
 */
import { z } from 'zod';
import { bahtToSatang } from '@pawsook/shared/money/money';
import { staffNewProductBody, staffNewSkuBody } from '@pawsook/shared/schemas/staff-new-products';
import { bahtField, optionalWholeField, productFieldsRead, thenCall, type ProductFieldsValues } from './catalog-form-schemas';

/** One SKU as typed: a size or a flavour with its code, prices, units counted in and coin price. */
export interface NewSkuFormValues {
  skuCode: string;
  choiceNameTh: string;
  choiceNameEn: string;
  price: string;
  /** '' for the price itself */
  minSellPrice: string;
  /** units counted in now; '' for none */
  stock: string;
  /** '' for not a reward */
  coinReward: string;
}

/** The SKU rows of a form: the new product's, or the one row of "Add a SKU". */
export interface SkuRowsValues {
  skus: NewSkuFormValues[];
}

export const NO_SKU: NewSkuFormValues = { skuCode: '', choiceNameTh: '', choiceNameEn: '', price: '', minSellPrice: '', stock: '', coinReward: '' };

/** A product has at most this many SKUs when it is made (the call's limit). */
export const MAX_NEW_SKUS = 20;

const optionalBaht = bahtField.optional();

const skuRowSchema = thenCall(
  z
    .object({
      skuCode: z.string().trim().min(1, 'validation.required'),
      choiceNameTh: z.string().transform((text) => text.trim() || null),
      choiceNameEn: z.string().transform((text) => text.trim() || null),
      price: bahtField,
      minSellPrice: z
        .string()
        .transform((text) => (text.trim() === '' ? undefined : text))
        .pipe(optionalBaht),
      stock: optionalWholeField.transform((units) => units ?? 0),
      coinReward: optionalWholeField,
    })
    .superRefine((sku, context) => {
      if (typeof sku.price === 'number' && typeof sku.minSellPrice === 'number' && bahtToSatang(sku.minSellPrice) > bahtToSatang(sku.price)) {
        context.addIssue({ code: 'custom', path: ['minSellPrice'], message: 'staff.minSellAbovePrice' });
      }
    }),
  staffNewSkuBody,
);

/** Two rows with one code: the later one is marked, as the call would refuse the pair. */
function markRepeatedCodes(skus: { skuCode: string }[], context: z.RefinementCtx) {
  const seen = new Set<string>();
  skus.forEach((sku, index) => {
    const code = String(sku.skuCode).toUpperCase();
    if (seen.has(code)) context.addIssue({ code: 'custom', path: ['skus', index, 'skuCode'], message: 'staff.skuCodeTaken' });
    seen.add(code);
  });
}

export interface NewProductFormValues extends ProductFieldsValues, SkuRowsValues {
  /** 'inactive' (off sale until staff put it on sale) unless chosen otherwise */
  displayStatus: 'active' | 'inactive';
}

export const EMPTY_NEW_PRODUCT: NewProductFormValues = {
  nameTh: '',
  nameEn: '',
  descriptionTh: '',
  descriptionEn: '',
  brandId: '',
  categoryId: '',
  petType: '',
  lifeStage: '',
  kind: '',
  isRecommended: false,
  isNew: true,
  isClearance: false,
  coinsPer100Baht: '1',
  displayStatus: 'inactive',
  skus: [NO_SKU],
};

export const newProductFormSchema = thenCall(
  z
    .object({
      ...productFieldsRead,
      petType: z.string().min(1, 'validation.required'),
      lifeStage: z.string().min(1, 'validation.required'),
      kind: z.string().min(1, 'validation.required'),
      displayStatus: z.enum(['active', 'inactive']),
      skus: z.array(skuRowSchema).min(1, 'validation.required').max(MAX_NEW_SKUS),
    })
    .superRefine((product, context) => markRepeatedCodes(product.skus, context)),
  staffNewProductBody,
);
export type NewProductFormOutput = z.output<typeof newProductFormSchema>;

/** "Add a SKU" on a product's page: one row, sent as the call takes one SKU. */
export const newSkuFormSchema = thenCall(
  z.object({ skus: z.array(skuRowSchema).length(1) }).transform(({ skus }) => skus[0]!),
  staffNewSkuBody,
);
export type NewSkuFormOutput = z.output<typeof newSkuFormSchema>;

export const NO_NEW_SKU: SkuRowsValues = { skus: [NO_SKU] };

/** The fields a refusal of the calls may name, as the forms call them. */
export const SKU_FIELDS = ['skuCode', 'choiceNameTh', 'choiceNameEn', 'price', 'minSellPrice', 'stock', 'coinReward'] as const;
export type SkuField = (typeof SKU_FIELDS)[number];
