import type { Lang } from '@pawsook/shared/i18n/translate';
import type { PlacedOrder, PlaceOrderInput } from '@pawsook/shared/schemas/orders';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { orderByIdempotencyKey } from '../orders/orders.steps';
import type { PaymentsService } from '../payments/payments.service';
import { startPayment } from '../payments/payments.steps';
import { createOrderPlacer, refuse, requestHashOf, type OrderPlacerDeps, type Placed } from './place-orders';

export interface CheckoutServiceDeps extends OrderPlacerDeps {
  /** the active payment channels every instance keeps in memory */
  payments: Pick<PaymentsService, 'activeChannel'>;
}

/**
 * Checkout's last step: the order of one cart group placed with the named steps of the modules it
 * touches (place-orders.ts), then handed to its payment channel.
 */
export function createCheckoutService(deps: CheckoutServiceDeps) {
  const { db, reference } = deps;
  const placer = createOrderPlacer(deps);

  return {
    /**
     * Places the order of one cart group in one transaction: stock reserved, coins spent, the
     * code's use taken, addresses and lines copied, the group taken out of the cart, status 1 with
     * its expiry; then the payment is started. Safe to retry with the same Idempotency-Key.
     */
    async placeOrder(memberId: number, input: PlaceOrderInput, idempotencyKey: string | null, lang: Lang): Promise<PlacedOrder> {
      if (!input.isDonation && input.shippingAddressId === null) throw refuse('order.addDeliveryAddress', 2);
      if (input.receiptNeed && input.receiptAddressId === null) throw refuse('order.addReceiptAddress', 2);
      if (input.paymentChannelId === null) throw refuse('order.selectPaymentMethod', 2);
      const channel = deps.payments.activeChannel(input.paymentChannelId);
      if (!channel) throw refuse('order.selectPaymentMethod', 2);
      // the order's address copies name their regions from the tree in memory: read it before the
      // transaction, as a first read inside many at once would wait for a connection they all hold
      await reference.loadRegions();
      let placed: Placed;
      try {
        placed = await placer.place({ memberId, input, channel, idempotencyKey, lang });
      } catch (error) {
        // the same key sent twice at once: the other request made the order (this one failed on
        // what that order changed, its cart emptied, or on the key's unique index)
        if (!idempotencyKey || !(isUniqueViolation(error) || error instanceof AppError)) throw error;
        const earlier = await orderByIdempotencyKey(db, memberId, idempotencyKey);
        if (!earlier) throw error;
        placed = { order: earlier, replay: true };
      }
      if (placed.replay && placed.order.requestHash !== requestHashOf(input)) throw new AppError(409, 'order.idempotencyConflict');
      if (!placed.replay) deps.mail.kick();
      const orderChannel = placed.order.paymentChannelId === channel.id ? channel : (deps.payments.activeChannel(placed.order.paymentChannelId) ?? channel);
      return startPayment(
        { id: placed.order.id, orderNo: placed.order.orderNo, netTotalSatang: placed.order.netTotalSatang, expiresAt: placed.order.expiresAt },
        orderChannel,
      );
    },

    /** Batches and orders placed so far (a batch holds the orders of different members that arrived together). */
    placingSent: () => placer.sent(),
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
