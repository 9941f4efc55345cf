import { THAI_BANK_CODES } from '../payments/thai-banks';
import { promptPayIdKind } from '../payments/promptpay-transfer';
import { z } from '../validation/z';

/**
 * The shop's account for bank transfers (decision 0060): where members send the money of a
 * transfer order, shown with a PromptPay QR carrying the amount. Kept by owners and managers.
 */
export const transferAccountSchema = z.object({
  bankCode: z.enum(THAI_BANK_CODES),
  accountName: z.string(),
  /** digits only, as the bank gives it (10 to 15) */
  accountNumber: z.string(),
  /** a mobile number, a 13-digit tax id or a 15-digit e-wallet id */
  promptPayId: z.string(),
});
export type TransferAccount = z.infer<typeof transferAccountSchema>;

/** digits typed with the dashes and spaces banks print them with */
const digits = (min: number, max: number) =>
  z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${min},${max}}$`), 'validation.invalid'));

export const transferAccountBody = z.object({
  bankCode: z.enum(THAI_BANK_CODES),
  accountName: z.string().trim().min(2, 'validation.required').max(100),
  accountNumber: digits(10, 15),
  promptPayId: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().refine((id) => promptPayIdKind(id) !== null, 'validation.invalid')),
});
export type TransferAccountBody = z.input<typeof transferAccountBody>;

/** The staff answer: the account, or null while none is set (the transfer channel is then not offered). */
export const staffTransferAccountSchema = z.object({ account: transferAccountSchema.nullable() });

export const TRANSFER_SLIPS_PER_UPLOAD = 3;
/** an order keeps at most this many slips: room for a wrong one and two more, not a photo album */
export const TRANSFER_SLIPS_PER_ORDER = 6;

export const transferSlipStatuses = ['waiting', 'confirmed', 'rejected'] as const;
export type TransferSlipStatus = (typeof transferSlipStatuses)[number];

/** A slip as its member sees it: when it came, what staff decided and why. */
export const memberTransferSlipSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  status: z.enum(transferSlipStatuses),
  /** the reason staff gave when they rejected it */
  reason: z.string().nullable(),
  /** the slip's picture, for its member only (GET with the member's session) */
  imageUrl: z.string(),
});
export type MemberTransferSlip = z.infer<typeof memberTransferSlipSchema>;

/** How a waiting transfer order is paid: the account, the QR with the amount, and the slips sent. */
export const orderTransferSchema = z.object({
  payload: z.string(),
  account: transferAccountSchema,
  bankNameTh: z.string(),
  bankNameEn: z.string(),
  slips: z.array(memberTransferSlipSchema),
});

/** A slip as staff see it: with what its QR said and the other orders that sent the same reference. */
export const staffTransferSlipSchema = memberTransferSlipSchema.extend({
  /** the transfer's reference read from the slip's own QR; null when it had none that could be read */
  reference: z.string().nullable(),
  /** orders other than this one whose slips carried the same reference (the common slip fraud) */
  sameReferenceOrders: z.array(z.string()),
  decidedAt: z.string().nullable(),
});
export type StaffTransferSlip = z.infer<typeof staffTransferSlipSchema>;

export const staffSlipRejectBody = z.object({ reason: z.string().trim().min(3, 'validation.required').max(300) });
