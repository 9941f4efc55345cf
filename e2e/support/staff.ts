import { expect, type Page } from '@playwright/test';
import { STAFF_API_TOKEN } from '../../playwright.config';
import { mailLink } from './members';

/** The signed-in member's id (signInByApi keeps it in a cookie, as the web app does). */
export async function memberIdOf(page: Page): Promise<number> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'pawsook_member_id');
  expect(cookie, 'signed in').toBeDefined();
  return Number(cookie!.value);
}

/** Gives (coin > 0) or takes back (coin < 0) the signed-in member's coins through the staff call. */
export async function adjustCoins(page: Page, coin: number, reference: string): Promise<number> {
  const response = await page.request.post('/api/v1/staff/coin-adjustments', {
    headers: { Authorization: `Bearer ${STAFF_API_TOKEN}` },
    data: { memberId: await memberIdOf(page), coin, reference },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: { balance: number } }).result.balance;
}

/** Visible texts of the back office, per language (apps/web/src/features/staff/locales). */
export const STAFF_TEXT = {
  th: {
    signInTitle: 'เข้าสู่ระบบหลังร้าน',
    email: 'อีเมล',
    password: 'รหัสผ่าน',
    signIn: 'เข้าสู่ระบบ',
    signOut: 'ออกจากระบบ',
    newPassword: 'รหัสผ่านใหม่',
    confirmPassword: 'ยืนยันรหัสผ่านใหม่',
    acceptTitle: 'ตั้งรหัสผ่านของคุณ',
    savePassword: 'บันทึกรหัสผ่านและเข้าสู่ระบบ',
    welcome: (name: string) => `สวัสดี ${name}`,
    nav: 'เมนูระบบหลังร้าน',
    home: 'หน้าแรก',
    team: 'ทีมงาน',
    auditLog: 'บันทึกการใช้งาน',
    taxDocuments: 'เอกสารภาษี',
    catalog: 'สินค้า',
    promotions: 'โปรโมชั่น',
    members: 'สมาชิก',
    content: 'เนื้อหา',
    settings: 'ตั้งค่า',
    owner: 'เจ้าของร้าน',
    operator: 'เจ้าหน้าที่ปฏิบัติการ',
    name: 'ชื่อ',
    role: 'บทบาท',
    sendInvite: 'ส่งคำเชิญ',
    invited: (email: string) => `ส่งคำเชิญไปที่ ${email} แล้ว`,
    pending: 'รอตอบรับคำเชิญ',
    accepted: 'ตอบรับคำเชิญแล้ว',
    forbidden: 'บทบาทของคุณใช้ส่วนนี้ไม่ได้',
    person: 'ผู้ใช้งาน',
    action: 'การกระทำ',
    filter: 'กรอง',
    noAreas: /บทบาทของคุณยังไม่มีส่วนใด/,
  },
  en: {
    signInTitle: 'Sign in to the back office',
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    signOut: 'Sign out',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    acceptTitle: 'Choose your password',
    savePassword: 'Save password and sign in',
    welcome: (name: string) => `Hello, ${name}`,
    nav: 'Back office menu',
    home: 'Home',
    team: 'Team',
    auditLog: 'Audit log',
    taxDocuments: 'Tax documents',
    catalog: 'Catalogue',
    promotions: 'Promotions',
    members: 'Members',
    content: 'Content',
    settings: 'Settings',
    owner: 'Owner',
    operator: 'Operator',
    name: 'Name',
    role: 'Role',
    sendInvite: 'Send invitation',
    invited: (email: string) => `Invitation sent to ${email}.`,
    pending: 'Invitation pending',
    accepted: 'Invitation accepted',
    forbidden: 'Your role may not use this',
    person: 'Person',
    action: 'Action',
    filter: 'Filter',
    noAreas: /Your role has no back-office areas/,
  },
} as const;

export type StaffLang = keyof typeof STAFF_TEXT;

export interface StaffPerson {
  email: string;
  name: string;
  password: string;
}

/** Opens a back-office page in the given language (remembered as the shop's switch does). */
export async function openStaffPage(page: Page, path: string, lang: StaffLang): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('pawsook.lang', value), lang);
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
}

/** Fills and sends /staff/signin, then waits for the back office's welcome. */
export async function signInStaff(page: Page, lang: StaffLang, person: StaffPerson): Promise<void> {
  const text = STAFF_TEXT[lang];
  await expect(page.getByRole('heading', { level: 1, name: text.signInTitle })).toBeVisible();
  await page.getByLabel(text.email, { exact: true }).fill(person.email);
  await page.getByLabel(text.password, { exact: true }).fill(person.password);
  await page.getByRole('button', { name: text.signIn, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.welcome(person.name) })).toBeVisible();
}

/** The back office's roles (packages/shared/src/staff/staff-roles.ts). */
export type StaffRole = 'owner' | 'manager' | 'operator' | 'support' | 'content';

/**
 * A person of `role` of this test's own, signed in through /staff/signin: the journeys' script token
 * invites them and the mailed link sets their password, so each test has people of its own on the
 * shared journey server.
 */
export async function signInStaffAs(page: Page, role: StaffRole, lang: StaffLang = 'th'): Promise<StaffPerson & { id: number }> {
  const random = Math.random().toString(36).slice(2, 7);
  const person = {
    email: `${role}-${Date.now()}-${random}@example.com`,
    name: `${role[0]!.toUpperCase()}${role.slice(1)} ${random}`,
    password: 'Staff#Pass2026',
  };
  const invited = await page.request.post('/api/v1/staff/accounts', {
    headers: { Authorization: `Bearer ${STAFF_API_TOKEN}`, lang },
    data: { email: person.email, name: person.name, role },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  const { id } = ((await invited.json()) as { result: { id: number } }).result;
  const link = await mailLink(page.request, person.email, '/staff/accept-invite');
  const token = new URL(link, 'http://x').searchParams.get('token');
  const accepted = await page.request.post('/api/v1/staff/auth/accept-invite', { data: { token, password: person.password } });
  expect(accepted.status(), await accepted.text()).toBe(200);

  await openStaffPage(page, '/staff/signin', lang);
  await signInStaff(page, lang, person);
  return { ...person, id };
}

export const signInStaffOwner = (page: Page, lang: StaffLang = 'th') => signInStaffAs(page, 'owner', lang);

/** Visible texts of the dashboard, the orders board and an order (features/staff/locales and the shared status names), per language. */
export const STAFF_ORDER_TEXT = {
  th: {
    orders: 'คำสั่งซื้อ',
    dashboard: 'วันนี้ของร้าน',
    waitingTitle: 'คำสั่งซื้อที่รอดำเนินการ',
    status: 'สถานะ',
    search: 'หมายเลขคำสั่งซื้อหรืออีเมล',
    download: 'ดาวน์โหลด CSV',
    orderTitle: (orderNo: string) => `คำสั่งซื้อ ${orderNo}`,
    statusName: { 1: 'รอชำระเงิน', 2: 'ยืนยันการชำระเงินแล้ว', 3: 'กำลังเตรียมสินค้า', 9: 'ยกเลิก' } as Record<number, string>,
    paymentAmount: 'ยอดเงิน (บาท)',
    paymentReference: 'เลขอ้างอิงธนาคาร',
    paymentConfirm: 'ยืนยันการโอนเงิน',
    paymentApplied: 'บันทึกการชำระเงินแล้ว คำสั่งซื้อนี้ชำระแล้ว',
    moved: (status: string) => `คำสั่งซื้อเป็น “${status}” แล้ว`,
    carrier: 'บริษัทขนส่ง',
    parcelNo: 'หมายเลขพัสดุ',
    shipmentSave: 'บันทึกการจัดส่ง',
    shipmentSaved: 'บันทึกการจัดส่งแล้ว',
    shipmentTitle: 'การจัดส่ง',
    confirmCancelTitle: (orderNo: string) => `ยกเลิกคำสั่งซื้อ ${orderNo} ใช่ไหม`,
    keep: 'เก็บคำสั่งซื้อไว้',
  },
  en: {
    orders: 'Orders',
    dashboard: 'Today in the shop',
    waitingTitle: 'Orders waiting',
    status: 'Status',
    search: 'Order number or e-mail',
    download: 'Download CSV',
    orderTitle: (orderNo: string) => `Order ${orderNo}`,
    statusName: { 1: 'Waiting for payment', 2: 'Payment confirmation', 3: 'Prepare products', 9: 'Cancel' } as Record<number, string>,
    paymentAmount: 'Amount (baht)',
    paymentReference: 'Bank reference',
    paymentConfirm: 'Confirm bank transfer',
    paymentApplied: 'The payment is recorded: the order is paid.',
    moved: (status: string) => `The order is now “${status}”.`,
    carrier: 'Carrier',
    parcelNo: 'Parcel number',
    shipmentSave: 'Save shipment',
    shipmentSaved: 'The shipment is saved.',
    shipmentTitle: 'Shipment',
    confirmCancelTitle: (orderNo: string) => `Cancel order ${orderNo}?`,
    keep: 'Keep the order',
  },
} as const;
