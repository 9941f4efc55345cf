import { z } from '../validation/z';
import { idParam } from '../validation/ids';
import { EMAIL_SHAPE, PROFILE_NAME, REGISTRATION_NAME, bangkokToday, christianEraIsoDate, isIsoDate, isStrongPassword } from '../members/member-rules';
import { socialProviders } from '../members/social-providers';

export const emailField = z
  .string({ error: 'member.emailRequired' })
  .trim()
  .min(1, 'member.emailRequired')
  .max(255, 'member.emailTooLong')
  .regex(EMAIL_SHAPE, 'member.emailInvalid')
  .transform((v) => v.toLowerCase());

export const newPasswordField = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .max(100, 'member.passwordTooLong')
  .refine(isStrongPassword, 'member.passwordFormat');

const registrationName = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(100, 'member.nameTooLong')
  .regex(REGISTRATION_NAME, 'member.nameLetters');

const profileName = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(100, 'member.nameTooLong')
  .regex(PROFILE_NAME, 'member.profileNameLetters');

const mobile = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .regex(/^\d+$/, 'member.mobileDigits')
  .min(9, 'member.mobileLength')
  .max(10, 'member.mobileLength');

const optionalPhone = (message: 'member.phone2Invalid' | 'member.mobileDigits') =>
  z
    .string()
    .trim()
    .max(10, 'member.phoneTooLong')
    .regex(/^\d*$/, message)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * YYYY-MM-DD before today (Bangkok), or empty/null for no birthday. A Buddhist-era year (2533-02-14)
 * is taken as the same day in the Christian era (1990-02-14), as decision 0045 says.
 */
const birthDate = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? christianEraIsoDate(v) : null))
  .refine((v) => v === null || isIsoDate(v), 'member.birthdayInvalid')
  .refine((v) => v === null || v < bangkokToday(), 'member.birthdayPast');

export const emailQuery = z.object({ email: emailField });

export const registerBody = z.object({
  email: emailField,
  password: newPasswordField,
  name: registrationName,
  surname: registrationName,
  phone1: mobile,
  phone2: optionalPhone('member.mobileDigits'),
  birthDate,
  /** the spec's sign-up payload sends isActive: true; the server decides activity itself */
  isActive: z.boolean().optional(),
  /** social id: not used by e-mail sign-up */
  id: z.string().nullish(),
});

export const signinBody = z.object({
  email: emailField,
  password: z.string({ error: 'validation.required' }).min(3, 'member.passwordMin3').max(100, 'member.passwordTooLong'),
});

export {
  accessTokenProviders,
  isAccessTokenProvider,
  isSocialProvider,
  SOCIAL_PROVIDER_NAMES,
  socialProviders,
  type AccessTokenProvider,
  type SocialProvider,
} from '../members/social-providers';

/** LINE's return to the shop (code flow): the code, the address it was sent to, and the tab's nonce. */
export const lineCodeBody = z.object({
  code: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(512),
  redirectUri: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(2048),
  nonce: z.string({ error: 'validation.required' }).min(16, 'validation.required').max(128),
});

export const socialSigninBody = z.object({
  accessToken: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(4096),
  email: z.string().nullish(),
  id: z.string().nullish(),
  name: z.string().nullish(),
});

export const socialSignupBody = registerBody.omit({ password: true, isActive: true, id: true }).extend({
  accessToken: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(4096),
  id: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(255),
});

export const tokenBody = z.object({ token: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(200) });
export const emailBody = z.object({ email: emailField });
export const resetPasswordBody = tokenBody.extend({ newPassword: newPasswordField });
export const changePasswordBody = z.object({
  currentPassword: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(100, 'member.passwordTooLong'),
  newPassword: newPasswordField,
});

export const profileUpdateBody = z.object({
  name: profileName,
  surname: profileName,
  birthdate: birthDate,
  phone1: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').regex(/^\d+$/, 'member.mobileDigits').max(10, 'member.phoneTooLong'),
  phone2: optionalPhone('member.phone2Invalid'),
});

export const memberIdParams = z.object({ memberId: idParam });

export const memberSummarySchema = z.object({
  id: z.number().int(),
  memberId: z.string(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
});

export const memberProfileSchema = memberSummarySchema.extend({
  phone1: z.string().nullable(),
  phone2: z.string().nullable(),
  birthdate: z.string().nullable(),
  coin: z.number().int(),
  /** whether LINE is linked to the account (the profile links and unlinks it) */
  lineLinked: z.boolean(),
});

/** What a sign-in answers (member-area spec §7: "result (token, user)"): the bearer token and the member it signs in. */
export const signinResultSchema = z.object({ token: z.string(), user: memberSummarySchema });

/** A social sign-up signs in like a sign-in (token, user), or, without a vouched e-mail, sends a confirmation mail (token null). */
export const socialSignupResultSchema = z.object({ token: z.string().nullable(), user: memberSummarySchema, emailConfirmationSent: z.boolean() });

/** What a social provider told us, for prefilling the registration form when the shopper is not a member yet. */
export const socialPrefillSchema = z.object({
  provider: z.enum(socialProviders),
  id: z.string(),
  email: z.string().nullable(),
  name: z.string(),
  surname: z.string(),
  /** LINE only: what the sign-up sends back as its accessToken (LINE's ID token; the code was single-use) */
  accessToken: z.string().optional(),
});

export type MemberSummary = z.infer<typeof memberSummarySchema>;
export type MemberProfile = z.infer<typeof memberProfileSchema>;
export type RegisterInput = z.infer<typeof registerBody>;
export type ProfileUpdateInput = z.infer<typeof profileUpdateBody>;
export type SocialSignupInput = z.infer<typeof socialSignupBody>;
export type SocialPrefill = z.infer<typeof socialPrefillSchema>;
export type LineCodeInput = z.infer<typeof lineCodeBody>;

/** Order messages on LINE (issue 42): on or off, and how to reach the shop's official account. */
export const lineMessagesSchema = z.object({
  messagesOn: z.boolean(),
  lineLinked: z.boolean(),
  /** the shop's official account (@id) and LINE's add-friend link for it; null when the shop has none */
  officialAccount: z.object({ id: z.string(), addFriendUrl: z.string() }).nullable(),
});
export const lineMessagesBody = z.object({ messagesOn: z.boolean({ error: 'validation.required' }) });
export type LineMessages = z.infer<typeof lineMessagesSchema>;
