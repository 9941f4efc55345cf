import type { PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';
import type { Db } from '../../db/database';
import { paymentAttempts } from './payments.tables';

export interface PaymentAttempt {
  orderNo: string;
  memberId: number;
  provider: PaymentChannelKind;
  amountSatang: number;
  /** what was started: a bill (Thai QR, counter service), a form (card gateway), a request (wallet), a checkout (payment link) */
  kind: 'bill' | 'form' | 'request' | 'checkout';
  reference?: string | null;
}

/** Keeps a payment the shop started, once the provider (or the shop itself) has answered it. */
export async function recordAttempt(db: Db, attempt: PaymentAttempt): Promise<void> {
  await db.insert(paymentAttempts).values({ ...attempt, reference: attempt.reference ?? null });
}
