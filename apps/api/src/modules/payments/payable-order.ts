import type { PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import { AppError, notFound } from '../../http/app-error';

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
