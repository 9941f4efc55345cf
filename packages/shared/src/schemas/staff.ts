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
