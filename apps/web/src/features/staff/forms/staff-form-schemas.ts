/**
 * The back office's forms validate with the shared request schemas (packages/shared/src/schemas/
 * staff-accounts.ts), as the API does; only the password confirmation is the form's own.
 */
import { z } from 'zod';
import { staffAcceptInviteBody, staffInviteBody, staffSigninBody } from '@pawsook/shared/schemas/staff-accounts';
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
