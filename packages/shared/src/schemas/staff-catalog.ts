import { z } from '../validation/z';
import { idParam } from '../validation/ids';

export const staffProductsQuery = z.object({
  /** part of a Thai or English name, or of a SKU code */
  q: z.string().trim().max(100).default(''),
  categoryId: idParam.optional(),
  brandId: idParam.optional(),
  status: z.enum(['active', 'inactive']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

const staffSkuSchema = z.object({
  id: z.number().int(),
  skuCode: z.string(),
  choiceNameTh: z.string().nullable(),
  choiceNameEn: z.string().nullable(),
  price: z.number(),
  specialPrice: z.number().nullable(),
  specialStartsAt: z.string().nullable(),
  specialEndsAt: z.string().nullable(),
  stock: z.number().int(),
  displayStatus: z.enum(['active', 'inactive']),
  soldSeparately: z.boolean(),
  /** coins that obtain it as a reward; null: not a reward */
  coinReward: z.number().int().nullable(),
});

export const staffProductSchema = z.object({
  id: z.number().int(),
  nameTh: z.string(),
  nameEn: z.string(),
  descriptionTh: z.string(),
  descriptionEn: z.string(),
  brandId: z.number().int(),
  categoryId: z.number().int(),
  petType: z.enum(['dog', 'cat', 'fish', 'bird', 'small-pet']),
  lifeStage: z.enum(['baby', 'adult', 'senior', 'all-ages']),
  kind: z.enum(['food', 'treat', 'toy', 'care', 'accessory', 'litter', 'aquarium', 'health']),
  imageKeys: z.array(z.string()),
  displayStatus: z.enum(['active', 'inactive']),
  isRecommended: z.boolean(),
  isNew: z.boolean(),
  isClearance: z.boolean(),
  flashSaleEndsAt: z.string().nullable(),
  coinsPer100Baht: z.number().int(),
  skus: z.array(staffSkuSchema),
});
export type StaffProduct = z.infer<typeof staffProductSchema>;
export const staffProductsSchema = z.object({ total: z.number().int(), products: z.array(staffProductSchema) });

export const staffProductParams = z.object({ id: idParam });

/** What staff change of a product: any of its words, places in the catalogue, lists and status. */
export const staffProductChangeBody = staffProductSchema
  .pick({
    brandId: true,
    categoryId: true,
    petType: true,
    lifeStage: true,
    kind: true,
    displayStatus: true,
    isRecommended: true,
    isNew: true,
    isClearance: true,
  })
  .extend({
    nameTh: z.string().trim().min(1, 'validation.required').max(200),
    nameEn: z.string().trim().min(1, 'validation.required').max(200),
    descriptionTh: z.string().max(20_000),
    descriptionEn: z.string().max(20_000),
    flashSaleEndsAt: z.iso.datetime({ offset: true }).nullable(),
    coinsPer100Baht: z.number().int().min(0).max(100),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'validation.required');

/** baht with at most two decimals (satang) */
const baht = z
  .number()
  .min(0)
  .max(10_000_000)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'validation.invalid');

/** A SKU's prices, names and coin price as staff change them (the stock goes through adjustments or a count). */
export const staffSkuPriceBody = z
  .object({
    choiceNameTh: z.string().trim().max(100).nullable(),
    choiceNameEn: z.string().trim().max(100).nullable(),
    price: baht,
    /** a lower price for a while; null ends it */
    specialPrice: baht.nullable(),
    specialStartsAt: z.iso.datetime({ offset: true }).nullable(),
    specialEndsAt: z.iso.datetime({ offset: true }).nullable(),
    /** makes it a reward for that many coins; null: no longer a reward */
    coinReward: z.number().int().min(1).max(1_000_000).nullable(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'validation.required')
  .refine((b) => !b.specialStartsAt || !b.specialEndsAt || new Date(b.specialEndsAt) > new Date(b.specialStartsAt), {
    message: 'promo.windowShape',
    path: ['specialEndsAt'],
  });

export const stockAdjustmentBody = z.object({
  /** units in (positive: a delivery, a return) or out (negative: damaged, lost) */
  change: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((n) => n !== 0, 'validation.invalid'),
  reason: z.enum(['delivery', 'return', 'damaged', 'lost', 'correction']),
  note: z.string().trim().max(300).default(''),
});

export const stockAdjustmentSchema = z.object({
  at: z.string(),
  change: z.number().int(),
  stockAfter: z.number().int(),
  reason: z.string(),
  note: z.string(),
  actor: z.string(),
});
export const stockHistorySchema = z.array(stockAdjustmentSchema);
