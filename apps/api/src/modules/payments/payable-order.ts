import type { PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/app-error';
import { paymentOrders } from '../orders/order-columns.steps';
import { paymentChannels } from './payments.tables';

export interface PayableRow {
  kind: PaymentChannelKind;
  statusId: number;
  expiresAt: Date;
  netTotalSatang: number;
}

/**
 * The checks before a channel's payment is started for a member (the wallet's request, a card
 * checkout, the counter service's data): the member's own order (else 404), of this channel's kind
 * and the channel set up here, still waiting and not past its time, for exactly its amount — each
 * refusal a 400 in the shopper's language.
 */
export function assertPayable<T extends PayableRow>(
  row: T | undefined,
  expected: { orderNo: string; kind: PaymentChannelKind; offered: boolean; amountSatang: number },
): T {
  if (!row) throw notFound();
  if (row.kind !== expected.kind || !expected.offered) throw new AppError(400, 'payment.notAvailable', { params: { orderNo: expected.orderNo } });
  if (row.statusId !== ORDER_STATUS.waitingForPayment || row.expiresAt.getTime() <= Date.now()) throw new AppError(400, 'payment.notWaiting');
  if (expected.amountSatang !== row.netTotalSatang) throw new AppError(400, 'payment.amountDiffers');
  return row;
}

/** The member's order of this number with what `assertPayable` checks of it (the wallet's request, a card checkout). */
export async function payableOrderOf(db: Db, memberId: number, orderNo: string): Promise<PayableRow | undefined> {
  const [row] = await db
    .select({
      statusId: paymentOrders.statusId,
      netTotalSatang: paymentOrders.netTotalSatang,
      expiresAt: paymentOrders.expiresAt,
      kind: paymentChannels.kind,
    })
    .from(paymentOrders)
    .innerJoin(paymentChannels, eq(paymentChannels.id, paymentOrders.paymentChannelId))
    .where(and(eq(paymentOrders.orderNo, orderNo), eq(paymentOrders.memberId, memberId)));
  return row;
}
