import { z } from '../validation/z';
import { staffProductSchema } from './staff-catalog';

/** baht with at most two decimals (satang), more than nothing */
const price = z
  .number()
  .min(0.01)
  .max(10_000_000)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'validation.invalid');

/** A new SKU of a product: its code, choice names, price, the units counted in, and a coin price if it is a reward. */
export const staffNewSkuBody = z.object({
  skuCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]{1,39}$/, 'staff.skuCodeShape'),
  choiceNameTh: z.string().trim().max(100).nullable().default(null),
  choiceNameEn: z.string().trim().max(100).nullable().default(null),
  price,
  /** the lowest price staff may sell at; the price when not given */
  minSellPrice: price.optional(),
  /** units counted in when the SKU is made (a stock history entry "count") */
  stock: z.number().int().min(0).max(1_000_000).default(0),
  coinReward: z.number().int().min(1).max(1_000_000).nullable().default(null),
  /** false for a gift or a reward that is never sold on its own */
  soldSeparately: z.boolean().default(true),
});
export type StaffNewSku = z.infer<typeof staffNewSkuBody>;

/**
 * A new product with its SKUs. It starts off sale unless staff say otherwise, so its words and
 * photos can be finished before shoppers see it.
 */
export const staffNewProductBody = staffProductSchema
  .pick({ brandId: true, categoryId: true, petType: true, lifeStage: true, kind: true })
  .extend({
    nameTh: z.string().trim().min(1, 'validation.required').max(200),
    nameEn: z.string().trim().min(1, 'validation.required').max(200),
    descriptionTh: z.string().max(20_000).default(''),
    descriptionEn: z.string().max(20_000).default(''),
    displayStatus: z.enum(['active', 'inactive']).default('inactive'),
    isRecommended: z.boolean().default(false),
    isNew: z.boolean().default(true),
    isClearance: z.boolean().default(false),
    coinsPer100Baht: z.number().int().min(0).max(100).default(1),
    skus: z.array(staffNewSkuBody).min(1, 'validation.required').max(20),
  })
  .refine((body) => new Set(body.skus.map((s) => s.skuCode.toUpperCase())).size === body.skus.length, { message: 'staff.skuCodeTaken', path: ['skus'] });
export type StaffNewProduct = z.infer<typeof staffNewProductBody>;
