import { z } from '../validation/z';

export const coinAdjustmentBody = z.object({
  memberId: z.number().int().positive(),
  coin: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((coin) => coin !== 0, 'validation.invalid'),
  reference: z.string().trim().min(1, 'validation.required').max(100),
});

const status = z.enum(['active', 'inactive']);

export const skuIdParams = z.object({ skuId: z.coerce.number().int().positive() });

/** What staff change of a SKU: the sell stock after a count, and whether it is on sale. */
export const skuChangeBody = z
  .object({ stock: z.number().int().min(0).max(1_000_000).optional(), displayStatus: status.optional() })
  .refine((body) => body.stock !== undefined || body.displayStatus !== undefined, 'validation.required');

export const donationPlaceIdParams = z.object({ id: z.coerce.number().int().positive() });
export const donationPlaceChangeBody = z.object({ status });
