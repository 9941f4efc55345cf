import { expect, type Page } from '@playwright/test';
import type { Lang } from './shop';

/** Visible texts of the coin page (features/coins/locales and the server's messages), per language. */
export const COIN_TEXT = {
  th: {
    menuLink: 'เหรียญสะสม',
    title: 'เหรียญสะสม',
    balance: 'เหรียญ PCG ของฉัน',
    coins: (n: number | string) => `${n} เหรียญ`,
    rewards: 'แลกเหรียญรับของรางวัล',
    sortBy: 'เรียงตาม',
    rewardPages: 'หน้าของรางวัล',
    page: (n: number) => `หน้า ${n}`,
    previous: 'ก่อนหน้า',
    soldOut: 'สินค้าหมด',
    redeemTitle: 'ยืนยันการแลกของรางวัล',
    redeem: 'แลกเลย',
    cancel: 'ยกเลิก',
    yourCoins: 'เหรียญของคุณ:',
    needMore: (n: number) => `เหรียญของคุณยังไม่พอ ขาดอีก ${n} เหรียญ`,
    left: (n: number) => `คงเหลือหลังแลก ${n} เหรียญ`,
    added: (name: string) => `เพิ่ม ${name} ลงในตะกร้าเรียบร้อยแล้ว`,
    history: 'ประวัติเหรียญ',
    historyPages: 'หน้าประวัติเหรียญ',
    signupEntry: 'เหรียญต้อนรับสมาชิกใหม่',
    exchangeEntry: 'แลกของรางวัล',
    adjustmentEntry: 'ปรับยอดเหรียญโดย Pawsook',
    guide: 'วิธีสะสมและใช้เหรียญ',
    notEnoughServer: 'เหรียญของคุณไม่เพียงพอสำหรับแลกของรางวัลนี้',
    close: 'ปิด',
    headerBalance: (n: number) => `เหรียญ PCG คงเหลือ ${n} เหรียญ`,
  },
  en: {
    menuLink: 'My coins',
    title: 'My coins',
    balance: 'My PCG Coins',
    coins: (n: number | string) => `${n} coins`,
    rewards: 'Exchange coins for rewards',
    sortBy: 'Sort by',
    rewardPages: 'Reward pages',
    page: (n: number) => `Page ${n}`,
    previous: 'Previous',
    soldOut: 'Sold out',
    redeemTitle: 'Exchange coins for this reward?',
    redeem: 'Redeem',
    cancel: 'Cancel',
    yourCoins: 'Your coins:',
    needMore: (n: number) => `You need ${n} more coins for this reward.`,
    left: (n: number) => `You will have ${n} coins left.`,
    added: (name: string) => `${name} has been added to your cart.`,
    history: 'Coin history',
    historyPages: 'Coin history pages',
    signupEntry: 'Welcome coins for joining Pawsook',
    exchangeEntry: 'Exchanged for a reward',
    adjustmentEntry: 'Coin adjustment by Pawsook',
    guide: 'How to collect and use coins',
    notEnoughServer: 'You do not have enough coins for this reward.',
    close: 'Close',
    headerBalance: (n: number) => `PCG Coins balance: ${n}`,
  },
} as const;

export interface Reward {
  skuId: number;
  productName: string;
  coinReward: number;
  totalProductInSellStock: number;
}

/** The signed-in page's bearer token (signInByApi keeps it in a cookie, as the web app does). */
async function accessToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'pawsook_access_token');
  expect(cookie, 'signed in').toBeDefined();
  return decodeURIComponent(cookie!.value);
}

/** Every reward, cheapest first, with names in `lang`, straight from the API. */
export async function allRewards(page: Page, lang: Lang): Promise<Reward[]> {
  const response = await page.request.get('/api/v1/members/get-my-pcg-coin?limit=100&orderBy=asc', {
    headers: { Authorization: `Bearer ${await accessToken(page)}`, lang },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { result: { listSkuReward: Reward[] } };
  return body.result.listSkuReward;
}
