import { and, asc, eq, inArray } from 'drizzle-orm';
import { bahtDecimalText } from '@pawsook/shared/money/money';
import type { PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';
import { refundablePayment } from '@pawsook/shared/payments/refundable-payment';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import type { Db, Tx } from '../../db/database';
import { AppError, notFound } from '../../http/app-error';
import { paymentOrders } from '../orders/order-columns.steps';
import { finishOrderRefund, lockOrder, startOrderRefund } from '../orders/order-refunds.steps';
import type { TransitionDeps } from '../orders/orders.types';
import { paymentNotifications, paymentRefunds, type RefundStatus } from './payments.tables';
import type { ProviderApi } from './provider-api';

/** A refund still `requested` this long after it was asked is taken to have died with its process. */
const STUCK_AFTER_MS = 5 * 60_000;

export interface RefundResult {
  orderNo: string;
  statusId: number;
  refund: { status: RefundStatus; amount: string; provider: PaymentChannelKind; reference: string | null };
}

export interface PaymentRefundsDeps {
  db: Db;
  transitions: TransitionDeps;
  /** the providers the shop can ask for a refund; any other (a bank transfer) is handed back by hand */
  providers: Partial<Record<PaymentChannelKind, Pick<ProviderApi, 'refund'>>>;
}

/**
 * Hands a payment back (issue 17: status 10 → 11 through the same provider that took it). Two kinds
 * of money can be returned: the payment of an order staff cancelled after it was paid (the order
 * goes 9 → 10 while the provider is asked, 10 → 11 once it refunded), and money that arrived after
 * the order had ended (kept and flagged by the notification; the order stays where it is).
 *
 * One refund per payment, as a row beside it: it is claimed in one transaction (two staff pressing
 * Refund at once: one asks the provider, the other is told it is under way), the provider is asked
 * outside it under the refund's own id (so a retry after a timeout is recognised, not paid twice),
 * and the outcome is written in another. A failed refund leaves the order at 10 and may be asked again.
 */
export function createPaymentRefunds({ db, transitions, providers }: PaymentRefundsDeps) {
  return {
    async refund(orderNo: string, { by, reference }: { by: string; reference?: string }): Promise<RefundResult> {
      const claim = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, { orderNo });
        if (!order) throw notFound();
        const payments = await tx
          .select({ payment: paymentNotifications, refund: paymentRefunds })
          .from(paymentNotifications)
          .leftJoin(paymentRefunds, eq(paymentRefunds.paymentId, paymentNotifications.id))
          .where(
            and(eq(paymentNotifications.orderNo, orderNo), eq(paymentNotifications.status, 'paid'), inArray(paymentNotifications.outcome, ['applied', 'late'])),
          )
          .orderBy(asc(paymentNotifications.id));
        // the order's own payment once it is cancelled (or its refund under way); money that came late,
        // whenever: the rule the back office names before staff send the refund
        const returnable = refundablePayment(
          order.statusId,
          payments.map((row) => ({
            ...row,
            id: row.payment.id,
            status: row.payment.status,
            outcome: row.payment.outcome,
            refundStatus: row.refund?.status ?? null,
          })),
        );
        if (!returnable) throw new AppError(409, 'refund.notRefundable');
        const { payment, refund } = returnable;
        if (refund?.status === 'requested' && Date.now() - refund.requestedAt.getTime() < STUCK_AFTER_MS) throw new AppError(409, 'refund.inProgress');

        const provider = providers[payment.provider];
        const byHand = !provider;
        if (byHand && !reference) throw new AppError(400, 'refund.referenceNeeded');
        const ownPayment = payment.outcome === 'applied';
        if (ownPayment && order.statusId === ORDER_STATUS.cancelled) await startOrderRefund(tx, transitions, order, by);

        const values = {
          paymentId: payment.id,
          orderNo,
          provider: payment.provider,
          amountSatang: payment.amountSatang ?? order.netTotalSatang,
          status: byHand ? ('done' as const) : ('requested' as const),
          providerReference: byHand ? reference! : null,
          reason: null,
          requestedBy: by,
          requestedAt: new Date(),
          doneAt: byHand ? new Date() : null,
        };
        const [claimed] = refund
          ? await tx.update(paymentRefunds).set(values).where(eq(paymentRefunds.id, refund.id)).returning()
          : await tx.insert(paymentRefunds).values(values).returning();
        if (byHand) await finish(tx, order.id, ownPayment, payment.id);
        return { refund: claimed!, paymentReference: payment.providerReference ?? payment.eventId, ownPayment, orderId: order.id, provider };
      });

      const { refund, provider } = claim;
      if (provider) {
        try {
          const { refundReference } = await provider.refund({
            refundId: `RF${refund.id}`,
            orderNo,
            amountSatang: refund.amountSatang,
            paymentReference: claim.paymentReference,
          });
          await db.transaction(async (tx) => {
            await tx
              .update(paymentRefunds)
              .set({ status: 'done', providerReference: refundReference, doneAt: new Date() })
              .where(eq(paymentRefunds.id, refund.id));
            await finish(tx, claim.orderId, claim.ownPayment, refund.paymentId);
          });
        } catch (error) {
          await db
            .update(paymentRefunds)
            .set({ status: 'failed', reason: String(error instanceof Error ? error.message : error).slice(0, 500) })
            .where(eq(paymentRefunds.id, refund.id));
          throw new AppError(502, 'refund.providerFailed');
        }
      }
      const [done] = await db
        .select({ statusId: paymentOrders.statusId, refund: paymentRefunds })
        .from(paymentRefunds)
        .innerJoin(paymentOrders, eq(paymentOrders.orderNo, paymentRefunds.orderNo))
        .where(eq(paymentRefunds.id, refund.id));
      return {
        orderNo,
        statusId: done!.statusId,
        refund: {
          status: done!.refund.status,
          amount: bahtDecimalText(done!.refund.amountSatang),
          provider: done!.refund.provider,
          reference: done!.refund.providerReference,
        },
      };
    },
  };

  /** The money is back: the order's own payment ends the order as refunded; late money clears its flag. */
  async function finish(tx: Tx, orderId: number, ownPayment: boolean, paymentId: number): Promise<void> {
    if (ownPayment) await finishOrderRefund(tx, transitions, orderId);
    await tx.update(paymentNotifications).set({ needsRefund: false }).where(eq(paymentNotifications.id, paymentId));
  }
}

export type PaymentRefunds = ReturnType<typeof createPaymentRefunds>;
