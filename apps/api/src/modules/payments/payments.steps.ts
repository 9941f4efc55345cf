import { satangToBaht } from '@pawsook/shared/money/money';
import type { PlacedOrder } from '@pawsook/shared/schemas/orders';
import type { ChannelForOrder } from './payments.types';

export interface OrderToPay {
  id: number;
  orderNo: string;
  netTotalSatang: number;
  expiresAt: Date;
}

/**
 * Hands a new order to its payment channel: the answer is the order's own information (number,
 * amount, expiry), and step 3 starts the channel's payment from `GET /api/v1/orders/{orderNo}/payment`,
 * which says how by the channel's kind (a Thai QR bill, the card gateway's form or checkout, the
 * wallet's request, the counter service's data; a transfer waits for staff). Nothing provider-side
 * is started here, so a payment can be opened again ("pay now") the same way until the order expires;
 * the channel was checked to be one this shop offers (`offeredPaymentKinds`) before the order.
 */
export async function startPayment(order: OrderToPay, _channel: ChannelForOrder): Promise<PlacedOrder> {
  return {
    orderNo: order.orderNo,
    orderId: order.id,
    netTotalPrice: satangToBaht(order.netTotalSatang),
    expiryDate: order.expiresAt.toISOString(),
    productType: 'regular',
  };
}
