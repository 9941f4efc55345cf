import { CARRIER_IDS } from '../orders/carriers';
import { paymentChannelKinds } from '../payments/payment-channels';
import { z } from '../validation/z';
import { idParam } from '../validation/ids';

/**
 * My orders, order detail, old orders and tracking (member-area.md §2, §3, §7). Names stay language
 * independent (both languages in every answer) so a language switch needs no new call.
 */

const orderNoFilter = z.string().trim().max(40, 'validation.tooLong').optional().transform((v) => (v ? v : undefined));
const sortOrder = z.enum(['desc', 'asc']).default('desc');
const statusList = z
  .string()
  .regex(/^\d{1,2}(,\d{1,2}){0,11}$/, 'validation.invalid')
  .transform((v) => v.split(',').map(Number))
  .refine((ids) => ids.every((id) => id >= 1 && id <= 12), 'validation.invalid')
  .optional();

/** GET /api/v1/orders/get-order: a tab (0 all … 4 failed) or a list of statuses, an order number, a sort. */
export const orderListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  tab: z.coerce.number().int().min(0).max(4).optional(),
  statusIds: statusList,
  orderNo: orderNoFilter,
  sort: sortOrder,
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const shipmentSchema = z.object({
  carrier: z.string().nullable(),
  carrierTh: z.string().nullable(),
  carrierEn: z.string().nullable(),
  parcelNo: z.string().nullable(),
  /** the carrier's page for the parcel */
  trackingUrl: z.string().nullable(),
  /** YYYY-MM-DD: the carrier's date once shipped, before that the shop's estimate; null when it will not come */
  expectedDeliveryOn: z.string().nullable(),
  expectedIsEstimate: z.boolean(),
  /** YYYY-MM-DD (Bangkok): the day the order was delivered; null until it is */
  deliveredOn: z.string().nullable(),
});

export const orderListItemSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  /** ISO 8601 */
  orderDate: z.string(),
  statusId: z.number().int(),
  statusTh: z.string(),
  statusEn: z.string(),
  /** units ordered */
  total: z.number().int(),
  netTotalPrice: z.number(),
  isDonation: z.boolean(),
  paymentChannelId: z.number().int(),
  expiryDate: z.string(),
  /** every line of a delivered order has its review */
  allReview: z.boolean(),
  /** the parcel and the expected day (the tracking list shows them) */
  shipment: shipmentSchema,
});

/** GET /api/v1/orders/old/get-order (no status filter: the old system's statuses are text) */
export const oldOrderListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  orderNo: orderNoFilter,
  sort: sortOrder,
});
export const oldOrderListItemSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  orderDate: z.string(),
  total: z.number().int(),
  grandTotalPrice: z.number(),
  /** the old system's status text */
  status: z.string(),
});

export const orderIdPathParams = z.object({ id: idParam });

const bothLanguages = { nameTh: z.string(), nameEn: z.string() };

export const orderAddressSchema = z.object({
  name: z.string(),
  surname: z.string(),
  phone: z.string(),
  address: z.string(),
  subDistrictTh: z.string(),
  subDistrictEn: z.string(),
  districtTh: z.string(),
  districtEn: z.string(),
  provinceTh: z.string(),
  provinceEn: z.string(),
  postelCode: z.string(),
  companyName: z.string().nullable(),
  taxPayerId: z.string().nullable(),
});


export const orderStatusNamedSchema = z.object({ statusId: z.number().int(), statusTh: z.string(), statusEn: z.string() });

export const orderDetailSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  createDate: z.string(),
  /** pay by (ISO 8601) */
  paymentDate: z.string(),
  /** paid at, or null */
  paymentDateSuccess: z.string().nullable(),
  paymentChannel: z.object({ id: z.number().int(), kind: z.enum(paymentChannelKinds).nullable(), ...bothLanguages }),
  ...orderStatusNamedSchema.shape,
  isDonation: z.boolean(),
  shippingAddress: orderAddressSchema,
  receiptAddress: orderAddressSchema.nullable(),
  coinGain: z.number().int(),
  /** coins the order's reviews earned (0 until reviewed) */
  coinReview: z.number().int(),
  coinUsed: z.number().int(),
  promoCode: z.string().nullable(),
  listPromotionDisplay: z.array(z.object(bothLanguages)),
  totalPrice: z.number(),
  discountPromotion: z.number(),
  discountPromoCode: z.number(),
  discountCoin: z.number(),
  shippingPrice: z.number(),
  grandTotalPrice: z.number(),
  /** units ordered */
  amount: z.number().int(),
  listSku: z.array(
    z.object({
      lineId: z.number().int(),
      productId: z.number().int(),
      skuCode: z.string(),
      ...bothLanguages,
      choiceTh: z.string().nullable(),
      choiceEn: z.string().nullable(),
      imageKey: z.string().nullable(),
      price: z.number(),
      amount: z.number().int(),
      totalPrice: z.number(),
      orderProductTypeId: z.number().int(),
      reviewed: z.boolean(),
    }),
  ),
  allReview: z.boolean(),
  /** delivered, not a donation, a line still without its review */
  canReview: z.boolean(),
  /** the tracking link shows (not while waiting for payment, nor for a cancelled or expired order) */
  canTrack: z.boolean(),
  shipment: shipmentSchema,
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const oldOrderDetailSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  createDate: z.string(),
  paymentDate: z.string().nullable(),
  paymentType: z.string(),
  orderStatus: z.string(),
  shippingFullName: z.string(),
  shippingPhoneNumber: z.string(),
  shippingAddress: z.string(),
  company: z.string().nullable(),
  billFullName: z.string().nullable(),
  taxCode: z.string().nullable(),
  billAddress: z.string().nullable(),
  billPhoneNumber: z.string().nullable(),
  senderRemark: z.string().nullable(),
  amount: z.number().int(),
  priceTotal: z.number(),
  listSku: z.array(z.object({ itemName: z.string(), unitPrice: z.number(), amount: z.number().int(), totalPrice: z.number() })),
});
export type OldOrderDetail = z.infer<typeof oldOrderDetailSchema>;

export const orderTrackingSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  createDate: z.string(),
  ...orderStatusNamedSchema.shape,
  isDonation: z.boolean(),
  /** every status change, oldest first */
  history: z.array(z.object({ ...orderStatusNamedSchema.shape, at: z.string() })),
  shipment: shipmentSchema,
  shippingAddress: orderAddressSchema,
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;

/** PUT /api/v1/staff/orders/{orderNo}/shipment: the parcel handed to a carrier */
export const staffShipmentBody = z.object({
  carrier: z.enum(CARRIER_IDS as [string, ...string[]]),
  parcelNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, 'validation.invalid')
    .optional(),
  /** YYYY-MM-DD */
  expectedDeliveryOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid').optional(),
});
export const staffShipmentSchema = z.object({ orderNo: z.string(), shipment: shipmentSchema });
