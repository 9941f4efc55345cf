import { beforeAll, describe, expect, it } from 'vitest';
import { installZodMessageKeys } from '@pawsook/shared/validation/zod-messages';
import { translate, type MessageKey } from '@pawsook/shared/i18n/translate';
import {
  changePasswordFormSchema,
  loginFormSchema,
  profileFormSchema,
  registerFormSchema,
  resetPasswordFormSchema,
  socialRegisterFormSchema,
} from './member-form-schemas';

beforeAll(() => installZodMessageKeys());

/** Field → first message key, as the form shows them. */
function errorsOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const map: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.');
    map[field] ??= issue.message;
  }
  return map;
}

const validRegistration = {
  email: ' Somsri@Example.com ',
  password: 'Pawsook#2026',
  password_confirm: 'Pawsook#2026',
  first_name: ' สมศรี ',
  last_name: 'Jaidee',
  mobile: '0812345678',
  mobile_reserve: '',
  birthday: '25/12/1990',
  consent: true,
};

describe('registration form', () => {
  it('turns the form into the API payload: trimmed, lower-case e-mail, ISO birthday, no reserve mobile', () => {
    const parsed = registerFormSchema.parse(validRegistration);
    expect(parsed).toMatchObject({
      email: 'somsri@example.com',
      first_name: 'สมศรี',
      birthday: '1990-12-25',
      mobile_reserve: null,
    });
  });

  it('shows every problem at once, with message keys', () => {
    const result = registerFormSchema.safeParse({
      email: 'no-at-sign',
      password: 'short',
      password_confirm: 'other',
      first_name: 'Som1',
      last_name: '',
      mobile: '08-123',
      mobile_reserve: '12a',
      birthday: '31/02/1990',
      consent: false,
    });
    expect(errorsOf(result)).toEqual({
      email: 'member.emailInvalid',
      password: 'member.passwordFormat',
      password_confirm: 'member.passwordMismatch',
      first_name: 'member.nameLetters',
      last_name: 'validation.required',
      mobile: 'member.mobileDigits',
      mobile_reserve: 'member.mobileDigits',
      birthday: 'member.birthdayInvalid',
      consent: 'member.consentRequired',
    });
  });

  it('refuses a birthday today or later, a short mobile and a long name', () => {
    const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok' }).format(new Date());
    const result = registerFormSchema.safeParse({ ...validRegistration, birthday: today, mobile: '08123', first_name: 'ก'.repeat(101) });
    expect(errorsOf(result)).toEqual({ birthday: 'member.birthdayPast', mobile: 'member.mobileLength', first_name: 'member.nameTooLong' });
  });

  it('takes a Buddhist-era birthday as the same day in the Christian era, as the API does (decision 0045)', () => {
    expect(registerFormSchema.parse({ ...validRegistration, birthday: '25/12/2533' }).birthday).toBe('1990-12-25');
    expect(socialRegisterFormSchema.parse({ ...validRegistration, birthday: '29/02/2535' }).birthday).toBe('1992-02-29');
    // this year in the Buddhist era is still not before today
    const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok' }).format(new Date());
    const todayBuddhist = today.replace(/\d{4}$/, (year) => String(Number(year) + 543));
    expect(errorsOf(registerFormSchema.safeParse({ ...validRegistration, birthday: todayBuddhist }))).toEqual({ birthday: 'member.birthdayPast' });
  });

  it('asks for the confirmation when it is empty', () => {
    expect(errorsOf(registerFormSchema.safeParse({ ...validRegistration, password_confirm: '' }))).toEqual({
      password_confirm: 'validation.required',
    });
  });

  it('social registration has no password fields', () => {
    const { password: _p, password_confirm: _c, ...social } = validRegistration;
    expect(socialRegisterFormSchema.safeParse(social).success).toBe(true);
  });
});

describe('login form', () => {
  it('uses the spec messages', () => {
    expect(errorsOf(loginFormSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'member.emailRequired',
      password: 'member.passwordMin3',
    });
    expect(errorsOf(loginFormSchema.safeParse({ email: 'a@b', password: 'ab' }))).toEqual({
      email: 'member.emailInvalid',
      password: 'member.passwordMin3',
    });
  });
});

describe('password forms', () => {
  it('change password: current required, new password format, confirmation equal', () => {
    expect(errorsOf(changePasswordFormSchema.safeParse({ currentPassword: '', newPassword: 'abcdefgh', confirmPassword: 'abcdefgx' }))).toEqual({
      currentPassword: 'validation.required',
      newPassword: 'member.passwordFormat',
      confirmPassword: 'member.newPasswordMismatch',
    });
  });

  it('says the spec’s two mismatch texts: a new account’s "does not match", a change’s "Wrong password"', () => {
    const change = errorsOf(
      changePasswordFormSchema.safeParse({ currentPassword: 'Old#Pass2026', newPassword: 'New#Pass2027', confirmPassword: 'New#Pass2028' }),
    );
    expect(translate('en', change.confirmPassword as MessageKey)).toBe('Wrong password. Please try again');
    expect(translate('th', change.confirmPassword as MessageKey)).toBe('รหัสผ่านไม่ถูกต้อง กรุณาลองใหม่อีกครั้ง');
    const reset = errorsOf(resetPasswordFormSchema.safeParse({ newPassword: 'New#Pass2027', confirmPassword: 'New#Pass2028' }));
    expect(translate('en', reset.confirmPassword as MessageKey)).toBe('Password does not match Please check again.');
  });

  it('reset password: same rules', () => {
    expect(resetPasswordFormSchema.safeParse({ newPassword: 'New#Pass2027', confirmPassword: 'New#Pass2027' }).success).toBe(true);
    expect(errorsOf(resetPasswordFormSchema.safeParse({ newPassword: 'x'.repeat(101), confirmPassword: '' }))).toEqual({
      newPassword: 'member.passwordTooLong',
      confirmPassword: 'validation.required',
    });
  });
});

describe('profile form', () => {
  it('allows hyphens in names, an empty birthday and an empty alternate phone', () => {
    expect(profileFormSchema.parse({ name: 'Anne-Marie', surname: 'ใจดี', phone1: '021234567', phone2: '', birthdate: '' })).toEqual({
      name: 'Anne-Marie',
      surname: 'ใจดี',
      phone1: '021234567',
      phone2: null,
      birthdate: null,
    });
  });

  it('keeps a Buddhist-era birthday as the Christian-era day', () => {
    expect(profileFormSchema.parse({ name: 'มาลี', surname: 'ใจดี', phone1: '021234567', phone2: '', birthdate: '14/02/2533' }).birthdate).toBe('1990-02-14');
  });

  it('uses the profile messages', () => {
    expect(errorsOf(profileFormSchema.safeParse({ name: 'Ann_1', surname: ' ', phone1: '12345678901', phone2: '12-3', birthdate: '1990-01-01' }))).toEqual({
      name: 'member.profileNameLetters',
      surname: 'validation.required',
      phone1: 'member.phoneTooLong',
      phone2: 'member.phone2Invalid',
      birthdate: 'member.birthdayInvalid',
    });
  });
});
