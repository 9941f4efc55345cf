import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import type { OrderPayment } from '@pawsook/shared/schemas/orders';

/**
 * How step 3 offers to pay an order, by its channel's kind (ARCHITECTURE §6: the web app dispatches
 * on the kind, never on the channel's id):
 * - qr: the Thai QR modal; wallet: the wallet's QR modal (both watch the status, cart spec §4);
 * - card: the hidden form posted to the bank's hosted payment page, or the payment-link
 *   provider's checkout page (`cardCheckout`), whichever shape the shop runs;
 * - counter: the counter-service part;
 * - transfer: the order-info dialog (order number, amount, expiry; staff confirm the transfer);
 * - unavailable: a kind this app does not know (cart spec §4 "any other id gives an error
 *   toast"), or a Thai QR or card order the server gave no bill, form or checkout page for;
 * - none: the order no longer waits for payment.
 */
export type PaymentStep = 'qr' | 'card' | 'wallet' | 'counter' | 'transfer' | 'unavailable' | 'none';

export function paymentStepOf(payment: Pick<OrderPayment, 'statusId' | 'kind' | 'qr' | 'card'> & Partial<Pick<OrderPayment, 'cardCheckout'>>): PaymentStep {
  if (payment.statusId !== ORDER_STATUS.waitingForPayment) return 'none';
  switch (payment.kind) {
    case 'qr':
      return payment.qr ? 'qr' : 'unavailable';
    case 'card':
      return payment.card || payment.cardCheckout ? 'card' : 'unavailable';
    case 'wallet':
      return 'wallet';
    case 'counter':
      return 'counter';
    case 'transfer':
      return 'transfer';
    default:
      return 'unavailable';
  }
}
