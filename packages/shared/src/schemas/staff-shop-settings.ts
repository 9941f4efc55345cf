import { z } from '../validation/z';

/** baht with at most two decimals (satang) */
const baht = z
  .number()
  .min(0)
  .max(1_000_000)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'validation.invalid');

/** The shipping rule of general orders as staff see and set it (donations always ship free). */
export const staffShopSettingsSchema = z.object({
  shippingFee: z.number(),
  /** a general order from this grand total ships free; null: never free */
  freeShippingFrom: z.number().nullable(),
  /** false while staff have not set them: the configuration's values (SHIPPING_FEE, FREE_SHIPPING_FROM) hold */
  changedByStaff: z.boolean(),
});
export type StaffShopSettings = z.infer<typeof staffShopSettingsSchema>;

export const staffShopSettingsBody = z.object({ shippingFee: baht, freeShippingFrom: baht.nullable() });
export type StaffShopSettingsBody = z.infer<typeof staffShopSettingsBody>;
