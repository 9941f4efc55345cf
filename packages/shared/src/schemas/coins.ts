import { z } from '../validation/z';
import { idParam } from '../validation/ids';
import { rewardProductSchema } from './cart';

export const myCoinQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  orderBy: z.enum(['asc', 'desc']).default('desc'),
});

export const myCoinSchema = z.object({ coin: z.number().int(), listSkuReward: z.array(rewardProductSchema).optional() });

export const coinHistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).default(1),
});

export const coinHistoryEntrySchema = z.object({
  id: z.number().int(),
  /** ISO date-time */
  date: z.string(),
  operator: z.enum(['+', '-']),
  coin: z.number().int(),
  /** what it was for, in the request's language */
  activity: z.string(),
});

export const rewardSkuParams = z.object({ skuId: idParam });
