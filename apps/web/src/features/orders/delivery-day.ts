import type { OrderTracking } from '@pawsook/shared/schemas/order-history';

type Shipment = Pick<OrderTracking['shipment'], 'expectedDeliveryOn' | 'expectedIsEstimate' | 'deliveredOn'>;

/**
 * The one day the parcel's facts name: the day it was delivered once it was (never "no delivery
 * date" for a delivered order), else the carrier's expected day or the shop's estimate, else none.
 */
export type DeliveryDay = { kind: 'delivered'; day: string } | { kind: 'expected'; day: string; estimate: boolean } | { kind: 'none' };

export function deliveryDayOf(shipment: Shipment): DeliveryDay {
  if (shipment.deliveredOn) return { kind: 'delivered', day: shipment.deliveredOn };
  if (shipment.expectedDeliveryOn) return { kind: 'expected', day: shipment.expectedDeliveryOn, estimate: shipment.expectedIsEstimate };
  return { kind: 'none' };
}
