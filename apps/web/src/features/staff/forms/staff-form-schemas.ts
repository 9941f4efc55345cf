/**
 * The back office's forms validate with the shared request schemas (packages/shared/src/schemas/
 * staff-accounts.ts, orders.ts, order-history.ts), as the API does; only the password confirmation is the form's own.
 */
import { z } from 'zod';
import { staffAcceptInviteBody, staffInviteBody, staffSigninBody } from '@pawsook/shared/schemas/staff-accounts';
import { staffShipmentBody } from '@pawsook/shared/schemas/order-history';
import { staffOrderNoteBody } from '@pawsook/shared/schemas/staff-orders';
import { staffPaymentBody, staffRefundBody } from '@pawsook/shared/schemas/orders';
import type { StaffRole } from '@pawsook/shared/staff/staff-roles';

export const signInFormSchema = staffSigninBody;
export type SignInFormValues = z.input<typeof signInFormSchema>;

export const inviteFormSchema = staffInviteBody;
export type InviteFormValues = { email: string; name: string; role: StaffRole };

/** The invitation's token comes from the link; the person types the password twice. */
export const acceptInviteFormSchema = z
  .object({
    password: staffAcceptInviteBody.shape.password,
    confirmPassword: z.string().min(1, 'validation.required'),
  })
  // `when` checks the match even while the password itself has a problem: every message at once
  .refine((values) => values.confirmPassword === '' || values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'member.passwordMismatch',
    when: () => true,
  });
export type AcceptInviteFormValues = z.input<typeof acceptInviteFormSchema>;

/** A text field left empty is a value not sent; what is typed is checked by the call's own rule. */
const optionalText = <T extends z.ZodType<string | undefined, string | undefined>>(rule: T) =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(rule);

/** The shipment form sends what is filled: an empty parcel number or day is left out, as the call allows. */
export const shipmentFormSchema = z.object({
  carrier: staffShipmentBody.shape.carrier,
  parcelNo: optionalText(staffShipmentBody.shape.parcelNo),
  expectedDeliveryOn: optionalText(staffShipmentBody.shape.expectedDeliveryOn),
});
export type ShipmentFormValues = { carrier: string; parcelNo: string; expectedDeliveryOn: string };
export type ShipmentFormOutput = z.output<typeof shipmentFormSchema>;

export const paymentFormSchema = staffPaymentBody;
export type PaymentFormValues = z.input<typeof staffPaymentBody>;

export const refundFormSchema = z.object({ reference: optionalText(staffRefundBody.shape.reference) });
export type RefundFormValues = { reference: string };
export type RefundFormOutput = z.output<typeof refundFormSchema>;

export const noteFormSchema = staffOrderNoteBody;
export type NoteFormValues = z.input<typeof noteFormSchema>;
