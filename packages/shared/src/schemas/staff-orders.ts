import { z } from '../validation/z';
import { ORDER_STATUS_IDS } from '../status/order-status';
import { idParam } from '../validation/ids';

/** The orders board's filters; they are the CSV export's too. Days are Bangkok days, inclusive. */
export const staffOrdersQuery = z.object({
  statusId: z.coerce
    .number()
    .int()
    .refine((id) => (ORDER_STATUS_IDS as number[]).includes(id), 'validation.invalid')
    .optional(),
  channelId: idParam.optional(),
  memberId: idParam.optional(),
  /** only waiting transfer orders whose slip waits for staff's check */
  slipWaiting: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** part of an order number, or of the member's e-mail */
  q: z.string().trim().max(100).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type StaffOrdersQuery = z.infer<typeof staffOrdersQuery>;

export const staffOrderRowSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  createdAt: z.string(),
  statusId: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  memberEmail: z.string(),
  paymentChannelId: z.number().int(),
  isDonation: z.boolean(),
  /** baht */
  netTotal: z.number(),
  itemCount: z.number().int(),
  /** a waiting transfer order whose slip waits for staff's check */
  slipWaiting: z.boolean(),
});
export const staffOrdersSchema = z.object({ total: z.number().int(), orders: z.array(staffOrderRowSchema) });

const moneyRecord = z.object({ at: z.string(), provider: z.string(), amount: z.number().nullable(), reference: z.string().nullable() });

/** One order as staff see it: the member's view plus payments, refunds, history and the next allowed moves. */
export const staffOrderDetailSchema = staffOrderRowSchema.extend({
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  productTotal: z.number(),
  promotionDiscount: z.number(),
  codeDiscount: z.number(),
  coinDiscount: z.number(),
  coinsUsed: z.number().int(),
  shipping: z.number(),
  promoCode: z.string().nullable(),
  shippingAddress: z.record(z.string(), z.unknown()),
  receiptAddress: z.record(z.string(), z.unknown()).nullable(),
  carrier: z.string().nullable(),
  parcelNo: z.string().nullable(),
  expectedDeliveryOn: z.string().nullable(),
  lines: z.array(
    z.object({
      skuCode: z.string(),
      nameTh: z.string(),
      nameEn: z.string(),
      choiceTh: z.string().nullable(),
      choiceEn: z.string().nullable(),
      unitPrice: z.number(),
      amount: z.number().int(),
      lineTotal: z.number(),
      orderProductTypeId: z.number().int(),
    }),
  ),
  history: z.array(
    z.object({ at: z.string(), fromStatusId: z.number().int().nullable(), toStatusId: z.number().int(), actor: z.string(), note: z.string().nullable() }),
  ),
  payments: z.array(moneyRecord.extend({ outcome: z.string(), reason: z.string().nullable(), needsRefund: z.boolean() })),
  refunds: z.array(moneyRecord.extend({ status: z.string() })),
  /** the statuses staff may move it to now (the shared transition table) */
  nextStatusIds: z.array(z.number().int()),
  /** what a refund would hand back now (refundable-payment.ts): the amount in baht and the channel it goes back to; null: nothing */
  refundable: z.object({ amount: z.number(), provider: z.string(), channelNameTh: z.string(), channelNameEn: z.string() }).nullable(),
  /** staff's own notes, oldest first; never shown to the member */
  notes: z.array(z.object({ at: z.string(), actor: z.string(), text: z.string() })),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>;

/** A note staff add to an order: for the shop's people only. */
export const staffOrderNoteBody = z.object({ text: z.string().trim().min(1, 'validation.required').max(1000) });
