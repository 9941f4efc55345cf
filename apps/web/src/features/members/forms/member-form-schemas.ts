/**
 * The member forms' schemas: the shared request schemas (packages/shared/src/schemas/members.ts),
 * under the form's own field names (spec §3: first_name, mobile, birthday…), plus what only the
 * form has: the password confirmation, the consent box and the birthday typed as dd/MM/yyyy.
 */
import { z } from 'zod';
import { displayDateToIso } from '@pawsook/shared/members/member-rules';
import { changePasswordBody, emailBody, profileUpdateBody, registerBody, resetPasswordBody, signinBody } from '@pawsook/shared/schemas/members';

/** dd/MM/yyyy or empty → YYYY-MM-DD or null, then the shared birthday rules (a real date, before today). */
const typedBirthday = (rules: z.ZodType<string | null, string | null | undefined>) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '') return null;
      const iso = displayDateToIso(value);
      const checked = rules.safeParse(iso);
      if (iso === null || !checked.success) {
        ctx.addIssue({ code: 'custom', message: checked.error?.issues[0]?.message ?? 'member.birthdayInvalid' });
        return z.NEVER;
      }
      return checked.data;
    });

const confirmation = z.string();

/** Whether both password fields are filled and differ: the mismatch message goes on the confirmation. */
function passwordsDiffer(password: unknown, confirm: unknown): boolean {
  return typeof password === 'string' && typeof confirm === 'string' && confirm !== '' && password !== confirm;
}

/**
 * The confirmation must equal the password. `when` makes the check run even while other fields
 * have problems, so the shopper sees every message at once. The spec gives two mismatch texts
 * (member-area §5 "Password format"): "Password does not match Please check again." for a new
 * account's password, "Wrong password. Please try again" for the new password of a change.
 */
function withConfirmation<Schema extends z.ZodType<Record<string, unknown>>>(
  schema: Schema,
  password: string,
  confirm: string,
  message: 'member.passwordMismatch' | 'member.newPasswordMismatch' = 'member.passwordMismatch',
) {
  return schema.refine((values) => !passwordsDiffer(values[password], values[confirm]), {
    path: [confirm],
    message,
    when: () => true,
  });
}

export const loginFormSchema = signinBody;
export type LoginFormValues = z.input<typeof loginFormSchema>;

export const emailFormSchema = emailBody;
export type EmailFormValues = z.input<typeof emailFormSchema>;

const registrationFields = {
  first_name: registerBody.shape.name,
  last_name: registerBody.shape.surname,
  mobile: registerBody.shape.phone1,
  mobile_reserve: registerBody.shape.phone2,
  birthday: typedBirthday(registerBody.shape.birthDate),
  consent: z.boolean().refine((ticked) => ticked, 'member.consentRequired'),
};

/** Step two of the e-mail sign-up. */
export const registerFormSchema = withConfirmation(
  z.object({
    email: registerBody.shape.email,
    password: registerBody.shape.password,
    password_confirm: confirmation.min(1, 'validation.required'),
    ...registrationFields,
  }),
  'password',
  'password_confirm',
);
export type RegisterFormValues = z.input<typeof registerFormSchema>;
export type RegisterFormOutput = z.output<typeof registerFormSchema>;

/** The registration a social sign-in opens: no password, the e-mail comes from the provider when it gave one. */
export const socialRegisterFormSchema = z.object({ email: registerBody.shape.email, ...registrationFields });
export type SocialRegisterFormValues = z.input<typeof socialRegisterFormSchema>;
export type SocialRegisterFormOutput = z.output<typeof socialRegisterFormSchema>;

export const resetPasswordFormSchema = withConfirmation(
  z.object({ newPassword: resetPasswordBody.shape.newPassword, confirmPassword: confirmation.min(1, 'validation.required') }),
  'newPassword',
  'confirmPassword',
);
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = withConfirmation(
  changePasswordBody.extend({ confirmPassword: confirmation.min(1, 'validation.required') }),
  'newPassword',
  'confirmPassword',
  'member.newPasswordMismatch',
);
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

export const profileFormSchema = profileUpdateBody.extend({ birthdate: typedBirthday(profileUpdateBody.shape.birthdate) });
export type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;
