import { expect, type Page } from '@playwright/test';
import { STAFF_API_TOKEN } from '../../playwright.config';
import { mailLink } from './members';
import { openStaffPage, signInStaff, type StaffLang, type StaffPerson } from './staff';

/** The back office's roles (packages/shared/src/staff/staff-roles.ts). */
export type StaffRole = 'owner' | 'manager' | 'operator' | 'support' | 'content';

/**
 * A person of `role` of this test's own, signed in through /staff/signin: the journeys' script token
 * invites them and the mailed link sets their password (as signInStaffOwner does for owners).
 */
export async function signInStaffAs(page: Page, role: StaffRole, lang: StaffLang): Promise<StaffPerson & { id: number }> {
  const random = Math.random().toString(36).slice(2, 7);
  const person = { email: `${role}-${Date.now()}-${random}@example.com`, name: `${role[0]!.toUpperCase()}${role.slice(1)} ${random}`, password: 'Staff#Pass2026' };
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

/** Visible texts of the back office's members area (apps/web/src/features/staff-members/locales), per language. */
export const STAFF_MEMBERS_TEXT = {
  th: {
    members: 'สมาชิก',
    search: 'ชื่อ อีเมล เบอร์โทร หรือรหัสสมาชิก',
    searchButton: 'ค้นหา',
    caption: (count: number) => new RegExp(`^สมาชิก ${count} คน หน้า 1 จาก 1$`),
    noMatch: (q: string) => `ไม่พบสมาชิกที่ตรงกับ “${q}”`,
    profile: 'ข้อมูลสมาชิก',
    memberNo: 'รหัสสมาชิก',
    coins: 'เหรียญ',
    balance: (n: string) => `${n} เหรียญ`,
    give: 'เพิ่มเหรียญ',
    take: 'หักเหรียญคืน',
    amount: 'จำนวนเหรียญ',
    reason: 'เหตุผล',
    save: 'บันทึกการปรับเหรียญ',
    given: (coins: string, balance: string) => `เพิ่ม ${coins} เหรียญแล้ว ยอดคงเหลือ ${balance} เหรียญ`,
    belowZero: 'การปรับนี้จะทำให้เหรียญของสมาชิกติดลบ',
    required: 'กรุณากรอกข้อมูล',
    ledger: 'ประวัติเหรียญ',
    adjustment: 'ปรับโดยเจ้าหน้าที่',
    orders: 'คำสั่งซื้อ',
    noOrders: 'สมาชิกคนนี้ยังไม่มีคำสั่งซื้อ',
    passwordNote: /ระบบไม่แสดงรหัสผ่าน/,
  },
  en: {
    members: 'Members',
    search: 'Name, e-mail, phone or member number',
    searchButton: 'Search',
    caption: (count: number) => new RegExp(`^${count} members?, page 1 of 1$`),
    noMatch: (q: string) => `No member matches “${q}”`,
    profile: 'Profile',
    memberNo: 'Member number',
    coins: 'Coins',
    balance: (n: string) => `${n} coins`,
    give: 'Give coins',
    take: 'Take coins back',
    amount: 'Number of coins',
    reason: 'Reason',
    save: 'Save adjustment',
    given: (coins: string, balance: string) => `Gave ${coins} coins. The balance is now ${balance} coins.`,
    belowZero: "This adjustment would take the member's coins below zero.",
    required: 'Please fill data',
    ledger: 'Coin ledger',
    adjustment: 'Adjustment by staff',
    orders: 'Orders',
    noOrders: 'This member has no orders yet.',
    passwordNote: /Passwords are never shown/,
  },
} as const;
