import { expect, type Page } from '@playwright/test';
import { STAFF_API_TOKEN } from '../../playwright.config';

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
