// Callbacks passed to page.evaluate() run in the browser: type-check them against the DOM.
/// <reference lib="dom" />
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expectScreenFits, type Lang } from './shop';

/** The confirmed demo member of the seed data (README). */
export const DEMO_MEMBER = { email: 'somchai@example.com', password: 'Pawsook#2026', name: 'สมชาย', surname: 'ใจดี', coins: '500' } as const;

/** Visible texts of the member area, per language (features/members/locales). */
export const MEMBER_TEXT = {
  th: {
    account: 'บัญชีของฉัน',
    logIn: 'เข้าสู่ระบบ',
    register: 'สมัครสมาชิก',
    email: 'อีเมล',
    password: 'รหัสผ่าน',
    passwordConfirm: 'ยืนยันรหัสผ่าน',
    firstName: 'ชื่อ',
    lastName: 'นามสกุล',
    mobile: 'เบอร์มือถือ',
    birthday: 'วันเกิด',
    phone1: 'เบอร์โทรศัพท์',
    currentPassword: 'รหัสผ่านปัจจุบัน',
    newPassword: 'รหัสผ่านใหม่',
    newPasswordConfirm: 'ยืนยันรหัสผ่านใหม่',
    showPassword: 'แสดงรหัสผ่าน',
    next: 'ถัดไป',
    consent: /ฉันได้อ่านและยอมรับ/,
    loggedIn: 'เข้าสู่ระบบเรียบร้อยแล้ว',
    invalidLogin: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง กรุณาลองใหม่อีกครั้ง',
    resetHint: 'เข้าสู่ระบบไม่ได้ใช่ไหม',
    resetHintAction: 'ตั้งรหัสผ่านใหม่',
    forgotTitle: 'ลืมรหัสผ่าน',
    sendLink: 'ส่งลิงก์',
    checkEmail: 'ตรวจสอบอีเมลของคุณ',
    resetTitle: 'ตั้งรหัสผ่านใหม่',
    saveNewPassword: 'บันทึกรหัสผ่านใหม่',
    passwordChanged: 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว',
    confirmTitle: 'ยืนยันอีเมลของคุณ',
    verified: 'ยืนยันอีเมลเรียบร้อยแล้ว',
    profile: 'ข้อมูลส่วนตัว',
    edit: 'แก้ไข',
    save: 'บันทึก',
    saved: 'บันทึกการเปลี่ยนแปลงแล้ว',
    changePassword: 'เปลี่ยนรหัสผ่าน',
    changeComplete: 'เปลี่ยนรหัสผ่านสำเร็จ',
    wrongCurrent: 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
    logOut: 'ออกจากระบบ',
    logOutTitle: 'ต้องการออกจากระบบใช่ไหม',
    cancel: 'ยกเลิก',
    loggedOut: 'ออกจากระบบเรียบร้อยแล้ว',
    accountMenu: 'เมนูบัญชีของฉัน',
    displayAccount: 'แสดงบัญชีของฉัน',
    guestTitle: 'กรุณาเข้าสู่ระบบเพื่อดูบัญชีของคุณ',
    google: 'เข้าสู่ระบบด้วย Google',
    facebook: 'เข้าสู่ระบบด้วย Facebook',
    line: 'เข้าสู่ระบบด้วย LINE',
    lineSection: 'LINE',
    lineLinked: 'เชื่อมบัญชี LINE แล้ว คุณเข้าสู่ระบบด้วย LINE ได้',
    lineNotLinked: 'เชื่อมบัญชี LINE เพื่อเข้าสู่ระบบด้วย LINE โดยไม่ต้องใช้รหัสผ่าน',
    linkLine: 'เชื่อม LINE',
    unlinkLine: 'ยกเลิกการเชื่อม LINE',
    lineLinkDone: 'เชื่อม LINE กับบัญชีของคุณแล้ว',
    lineUnlinkDone: 'ยกเลิกการเชื่อม LINE กับบัญชีของคุณแล้ว',
    lineMessages: 'แจ้งความคืบหน้าคำสั่งซื้อทาง LINE',
    lineMessagesOn: 'จะแจ้งความคืบหน้าคำสั่งซื้อทาง LINE แล้ว',
    linePaidMessage: 'ขอบคุณที่สั่งซื้อ เราได้รับชำระเงิน',
    lineViewOrder: 'ดูคำสั่งซื้อ',
    lineOnlyWayIn: 'คุณเข้าสู่ระบบด้วย LINE เท่านั้น กรุณาตั้งรหัสผ่านก่อน (ลืมรหัสผ่าน) แล้วจึงยกเลิกการเชื่อม LINE',
    registerWith: (provider: string) => `สมัครสมาชิกด้วย ${provider}`,
  },
  en: {
    account: 'My account',
    logIn: 'Log in',
    register: 'Register',
    email: 'E-mail',
    password: 'Password',
    passwordConfirm: 'Confirm password',
    firstName: 'First name',
    lastName: 'Last name',
    mobile: 'Mobile number',
    birthday: 'Birthday',
    phone1: 'Phone number',
    currentPassword: 'Current password',
    newPassword: 'New password',
    newPasswordConfirm: 'Confirm new password',
    showPassword: 'Show password',
    next: 'Continue',
    consent: /I have read and accept/,
    loggedIn: 'You are logged in.',
    invalidLogin: 'Email or Password is invalid. Please try again',
    resetHint: 'Having trouble logging in?',
    resetHintAction: 'Reset my password',
    forgotTitle: 'Forgot password',
    sendLink: 'Send link',
    checkEmail: 'Check your e-mail',
    resetTitle: 'Set a new password',
    saveNewPassword: 'Save new password',
    passwordChanged: 'Your password has been changed',
    confirmTitle: 'Confirm your e-mail',
    verified: 'Your e-mail is confirmed',
    profile: 'Personal info',
    edit: 'Edit',
    save: 'Save',
    saved: 'Changes saved',
    changePassword: 'Change password',
    changeComplete: 'Changed password successfully',
    wrongCurrent: 'The current password is incorrect.',
    logOut: 'Log out',
    logOutTitle: 'Log out of Pawsook?',
    cancel: 'Cancel',
    loggedOut: 'You have logged out.',
    accountMenu: 'My account menu',
    displayAccount: 'Display my account',
    guestTitle: 'Please log in to see your account',
    google: 'Continue with Google',
    facebook: 'Continue with Facebook',
    line: 'Continue with LINE',
    lineSection: 'LINE',
    lineLinked: 'Your LINE account is linked: you can log in with LINE.',
    lineNotLinked: 'Link your LINE account to log in with LINE without a password.',
    linkLine: 'Link LINE',
    unlinkLine: 'Unlink LINE',
    lineLinkDone: 'LINE is now linked to your account.',
    lineUnlinkDone: 'LINE is no longer linked to your account.',
    lineMessages: 'Send my order updates to LINE',
    lineMessagesOn: 'Order updates will come to LINE.',
    linePaidMessage: 'Thank you! We have received',
    lineViewOrder: 'View order',
    lineOnlyWayIn: 'LINE is the only way you sign in. Set a password first (forgot password), then unlink LINE.',
    registerWith: (provider: string) => `Register with ${provider}`,
  },
} as const;

/** An address no other test (nor another run, nor the other project) uses. */
export function uniqueEmail(label: string, testInfo: TestInfo): string {
  const random = Math.random().toString(36).slice(2, 7);
  return `${label}-${testInfo.project.name}-${Date.now()}-${random}@example.com`;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/**
 * The newest mail to `to` with a link containing `linkPart`, from the development mailbox
 * (`/dev/mailbox.json`, newest first), as a path on this site. Waits for the mail to arrive.
 */
export async function mailLink(request: APIRequestContext, to: string, linkPart: string, after?: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/mailbox.json');
        const mails = (await response.json()) as Mail[];
        const mail = mails.find(
          (m) => m.to.toLowerCase().includes(to.toLowerCase()) && m.links.some((l) => l.includes(linkPart)) && (!after || !m.links.includes(after)),
        );
        const link = mail?.links.find((l) => l.includes(linkPart));
        found = link ? new URL(link).pathname + new URL(link).search : undefined;
        return found;
      },
      { message: `a mail to ${to} with a ${linkPart} link`, timeout: 15_000 },
    )
    .toBeTruthy();
  return found!;
}

/** A confirmed member created through the API (for journeys about something else than signing up). */
export async function createConfirmedMember(
  request: APIRequestContext,
  testInfo: TestInfo,
  label: string,
  password = 'Start#Pass2026',
  /** the member's language: their mails, and the pages those mails' links open, are in it */
  lang: Lang = 'en',
): Promise<{ email: string; password: string; name: string; surname: string }> {
  const email = uniqueEmail(label, testInfo);
  const member = { email, password, name: 'Malee', surname: 'Rakmaew', phone1: '0891234567', isActive: true };
  const created = await request.post('/api/v1/members', { data: member, headers: { lang } });
  expect(created.status(), await created.text()).toBe(200);
  const link = await mailLink(request, email, '/register/verify');
  const token = new URL(link, 'http://x').searchParams.get('token');
  const confirmed = await request.post('/api/v1/members/confirm-email', { data: { token } });
  expect(confirmed.status()).toBe(200);
  return { email, password, name: member.name, surname: member.surname };
}

/** Signs in through the API and keeps the session the way the web app does (two cookies). */
export async function signInByApi(page: Page, testInfo: TestInfo, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/v1/auth/email-signin', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const { result } = (await response.json()) as { result: { token: string; user: { id: number } } };
  const url = testInfo.project.use.baseURL ?? 'http://127.0.0.1:3100';
  await page.context().addCookies([
    { name: 'pawsook_member_id', value: String(result.user.id), url },
    { name: 'pawsook_access_token', value: encodeURIComponent(result.token), url },
  ]);
}

/** The header's account button (guests and members alike). */
export function accountButton(page: Page, lang: Lang): Locator {
  return page.getByRole('banner').getByRole('button', { name: MEMBER_TEXT[lang].account, exact: true });
}

/** Opens the login dialog from the header's user popover. */
export async function openLoginDialog(page: Page, lang: Lang): Promise<Locator> {
  const text = MEMBER_TEXT[lang];
  // a click on a drawn page before the app has taken it over does nothing (a fresh browser's first page is slow to)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await accountButton(page, lang).click();
  await page.getByRole('dialog').getByRole('button', { name: text.logIn, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text.logIn });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills and sends the login dialog; does not wait for the outcome. */
export async function submitLogin(dialog: Locator, lang: Lang, email: string, password: string): Promise<void> {
  const text = MEMBER_TEXT[lang];
  await dialog.getByLabel(text.email, { exact: true }).fill(email);
  await dialog.getByLabel(text.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: text.logIn, exact: true }).click();
}

/** Logs in through the header and waits for the success toast. */
export async function logInThroughHeader(page: Page, lang: Lang, email: string, password: string): Promise<void> {
  const dialog = await openLoginDialog(page, lang);
  await submitLogin(dialog, lang, email, password);
  await expect(page.getByText(MEMBER_TEXT[lang].loggedIn)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The toast region's messages (sonner). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** The account shell's side menu; on phones it is folded behind "Display my account". */
export function accountMenu(page: Page, lang: Lang): Locator {
  return page.getByRole('navigation', { name: MEMBER_TEXT[lang].accountMenu });
}

export async function openAccountMenuLink(page: Page, lang: Lang, name: string): Promise<void> {
  const menu = accountMenu(page, lang);
  const display = menu.getByRole('button', { name: MEMBER_TEXT[lang].displayAccount });
  if (await display.isVisible()) {
    await display.click();
    await expect(display).toHaveAttribute('aria-expanded', 'true');
  }
  await menu.getByRole('link', { name, exact: true }).click();
}

/** Opens a page in a language without waiting for the main landmark (a dialog may cover it). */
export async function gotoInLanguage(page: Page, path: string, lang: Lang): Promise<void> {
  if (lang !== 'th') await page.addInitScript((value) => window.localStorage.setItem('pawsook.lang', value), lang);
  await page.goto(path);
}

/**
 * A screenshot of what the shopper sees right now (the window, not the whole page): for dialogs,
 * which float over a long page. test-results/screens/{name}-{project}.png
 */
export async function viewportScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectScreenFits(page);
  mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path: `test-results/screens/${name}-${testInfo.project.name}.png` });
}
