/**
 * The coin adjustment form: give or take back, how many coins, and the reason. It sends the shared
 * call's body (`coinAdjustmentBody`, packages/shared/src/schemas/staff.ts): the coins signed by the
 * direction, the reason as the adjustment's reference (one per member, so a ticket number is a good
 * reason). The call's own rules check what is typed; whether the balance allows a take-back is the
 * server's to say.
 */
import { coinAdjustmentBody } from '@pawsook/shared/schemas/staff';
import { z } from '@pawsook/shared/validation/z';

export const COIN_DIRECTIONS = ['give', 'take'] as const;
export type CoinDirection = (typeof COIN_DIRECTIONS)[number];

export const coinAdjustmentFormSchema = z
  .object({
    direction: z.enum(COIN_DIRECTIONS),
    coins: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .regex(/^\d{1,9}$/, 'validation.integer')
      .transform(Number)
      .pipe(coinAdjustmentBody.shape.coin),
    reason: coinAdjustmentBody.shape.reference,
  })
  .transform(({ direction, coins, reason }) => ({ coin: direction === 'give' ? coins : -coins, reference: reason }));

export interface CoinAdjustmentFormValues {
  direction: CoinDirection;
  coins: string;
  reason: string;
}
export type CoinAdjustmentFormOutput = z.output<typeof coinAdjustmentFormSchema>;
