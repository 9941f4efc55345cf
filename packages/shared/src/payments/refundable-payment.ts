import { ORDER_STATUS } from '../status/order-status';

export interface PaymentForRefund {
  /** the notification's id: the first one received is handed back first */
  id: number;
  /** what the provider said: only a payment (`paid`) can be handed back */
  status: string;
  /** what the shop did with it: `applied` (the order's own payment) or `late` (money after the order ended) */
  outcome: string;
  /** its refund's status, if one was asked for */
  refundStatus: string | null;
}

/**
 * The payment a refund hands back now (the refund call's rule, POST /staff/orders/{orderNo}/refund):
 * the first paid one not yet refunded, of money that came after the order ended (whenever), or the
 * order's own payment once the order is cancelled or its refund is under way. Null: nothing to refund.
 * The back office names its amount and channel before staff send the refund.
 */
export function refundablePayment<P extends PaymentForRefund>(orderStatusId: number, payments: readonly P[]): P | null {
  const ended = orderStatusId === ORDER_STATUS.cancelled || orderStatusId === ORDER_STATUS.refunding;
  return (
    [...payments]
      .sort((a, b) => a.id - b.id)
      .find((p) => p.status === 'paid' && p.refundStatus !== 'done' && (p.outcome === 'late' || (p.outcome === 'applied' && ended))) ?? null
  );
}
