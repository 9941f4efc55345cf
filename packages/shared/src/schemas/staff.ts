import { z } from '../validation/z';
import { idParam, idField } from '../validation/ids';

export const coinAdjustmentBody = z.object({
  memberId: idField,
  coin: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((coin) => coin !== 0, 'validation.invalid'),
  reference: z.string().trim().min(1, 'validation.required').max(100),
});

const status = z.enum(['active', 'inactive']);

export const skuIdParams = z.object({ skuId: idParam });

/**
 * What staff change of a SKU: the sell stock after a count, whether it is on sale, and whether a gift
 * is also sold on its own (`soldSeparately`, decision 0021).
 */
export const skuChangeBody = z
  .object({
    stock: z.number().int().min(0).max(1_000_000).optional(),
    displayStatus: status.optional(),
    soldSeparately: z.boolean().optional(),
  })
  .refine((body) => body.stock !== undefined || body.displayStatus !== undefined || body.soldSeparately !== undefined, 'validation.required');
