import { CARRIER_IDS } from '../orders/carriers';
import { paymentChannelKinds } from '../payments/payment-channels';
import { z } from '../validation/z';
import { idParam } from '../validation/ids';

/**
 * My orders, order detail, old orders and tracking (member-area.md §2, §3, §7), in the spec's field
 * names: a client written to the spec reads them. The spec's texts (`status`, `paymentChannel`,
 * `productName`, `listPromotionDisplay`, region names) are in the request's language; every answer
 * also carries both languages (`statusTh`/`statusEn`, `nameTh`/`nameEn`, …), which the web app
 * reads, so a language switch needs no new call.
 */

const orderNoFilter = z
  .string()
  .trim()
  .max(40, 'validation.tooLong')
  .optional()
  .transform((v) => (v ? v : undefined));
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

export const orderStatusNamedSchema = z.object({
  statusId: z.number().int(),
  statusTh: z.string(),
  statusEn: z.string(),
  /** the status's name in the request's language (`lang` header) */
  status: z.string(),
});

/** One order of my orders, in the spec's names (member-area.md §3 "Order list item"). */
export const orderListItemSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  /** ISO 8601 */
  createDate: z.string(),
  /** units ordered */
  total: z.number().int(),
  /** baht to pay */
  grandTotalPrice: z.number(),
  ...orderStatusNamedSchema.shape,
  /** the payment channel's id (1 wallet, 2 card, 3 counter service, 4 Thai QR, 5 transfer) */
  paymentId: z.number().int(),
  /** pay by (ISO 8601) */
  expireDate: z.string(),
  /** a transfer slip waits for the shop's check: the order does not expire meanwhile (decision 0060) */
  paymentHeld: z.boolean(),
  isDonation: z.boolean(),
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
  /** ISO 8601 */
  createDate: z.string(),
  total: z.number().int(),
  grandTotalPrice: z.number(),
  /** the old system's status text */
  status: z.string(),
});

export const orderIdPathParams = z.object({ id: idParam });

const bothLanguages = { nameTh: z.string(), nameEn: z.string() };

/**
 * An address as it was copied onto the order: the spec's fields (`fullName`, region names in the
 * request's language) and the parts in both languages the web app reads.
 */
export const orderAddressSchema = z.object({
  fullName: z.string(),
  name: z.string(),
  surname: z.string(),
  phone: z.string(),
  address: z.string(),
  subDistrict: z.string(),
  district: z.string(),
  province: z.string(),
  subDistrictTh: z.string(),
  subDistrictEn: z.string(),
  districtTh: z.string(),
  districtEn: z.string(),
  provinceTh: z.string(),
  provinceEn: z.string(),
  postelCode: z.string(),
  companyName: z.string().nullable(),
  taxPayerId: z.string().nullable(),
  /** the buyer's branch on a tax-invoice address (5 digits); null or absent: head office */
  branchNo: z.string().nullish(),
});

/** The shipping address of an order (the spec's `orderShippingAddress`). */
export const orderShippingAddressSchema = orderAddressSchema.extend({
  /** the shopper's note for delivery: the shop takes none at checkout, so null */
  remark: z.string().nullable(),
});

/**
 * The order's dates, payment, status, coins, promotions and totals, as the spec's detail names them
 * (member-area.md §3 "Order detail (new)"); texts in the request's language.
 */
export const paymentOrderDetailSchema = z.object({
  createDate: z.string(),
  /** pay by (ISO 8601) */
  paymentDate: z.string(),
  /** paid at, or null */
  paymentDateSuccess: z.string().nullable(),
  /** the payment channel's name */
  paymentChannel: z.string(),
  ...orderStatusNamedSchema.shape,
  coinGain: z.number().int(),
  /** coins the order's reviews earned (0 until reviewed) */
  coinReview: z.number().int(),
  /** the names of the promotions the order earned, as they were then */
  listPromotionDisplay: z.array(z.string()),
  totalPrice: z.number(),
  discountPromotion: z.number(),
  discountPromoCode: z.number(),
  discountCoin: z.number(),
  shippingPrice: z.number(),
  grandTotalPrice: z.number(),
  /** units ordered */
  amount: z.number().int(),
});

/**
 * GET /api/v1/orders/web/{id}: the spec's fields at the top and grouped as the spec's
 * `paymentOrderDetail`, `orderShippingAddress`, `orderReceiptAddress` and `listSku`, with the
 * parts in both languages and the review and tracking state the web app reads.
 */
export const orderDetailSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  ...paymentOrderDetailSchema.shape,
  paymentOrderDetail: paymentOrderDetailSchema,
  /** the payment channel: its id (as the list's `paymentId`), kind and names */
  paymentId: z.number().int(),
  paymentChannelKind: z.enum(paymentChannelKinds).nullable(),
  paymentChannelTh: z.string(),
  paymentChannelEn: z.string(),
  /** a transfer slip waits for the shop's check: the order does not expire meanwhile (decision 0060) */
  paymentHeld: z.boolean(),
  isDonation: z.boolean(),
  orderShippingAddress: orderShippingAddressSchema,
  /** null when no tax receipt was asked for */
  orderReceiptAddress: orderAddressSchema.nullable(),
  coinUsed: z.number().int(),
  promoCode: z.string().nullable(),
  /** `listPromotionDisplay` in both languages */
  promotionsApplied: z.array(z.object(bothLanguages)),
  listSku: z.array(
    z.object({
      lineId: z.number().int(),
      productId: z.number().int(),
      skuCode: z.string(),
      /** the product's name as bought, in the request's language */
      productName: z.string(),
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
export type PaymentOrderDetail = z.infer<typeof paymentOrderDetailSchema>;

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
  expectedDeliveryOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid')
    .optional(),
});
export const staffShipmentSchema = z.object({ orderNo: z.string(), shipment: shipmentSchema });
