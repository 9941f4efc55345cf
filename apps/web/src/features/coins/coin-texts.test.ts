import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { allCatalogs } from '../../app/i18n/resources';

// the real catalogs through i18next as the app sets it up: the plural forms and the number format
const { th, en } = await allCatalogs();
const i18n = i18next.createInstance();
await i18n.init({ resources: { th: { translation: th }, en: { translation: en } }, lng: 'en', interpolation: { escapeValue: false }, initAsync: false });
const inEnglish = i18n.getFixedT('en');
const inThai = i18n.getFixedT('th');

describe('counted texts', () => {
  it('say one coin and 1,500 coins in English, with thousands separators', () => {
    expect(inEnglish('coins.amount', { count: 1 })).toBe('1 coin');
    expect(inEnglish('coins.amount', { count: 1500 })).toBe('1,500 coins');
    expect(inEnglish('coins.amount', { count: 0 })).toBe('0 coins');
    expect(inEnglish('coins.rewards.needMore', { count: 1 })).toBe('1 more coin needed');
    expect(inEnglish('coins.redeem.after', { count: 1 })).toBe('You will have 1 coin left.');
    expect(inEnglish('coins.redeem.notEnough', { count: 2 })).toBe('You need 2 more coins for this reward.');
    expect(inEnglish('orders.detail.coinsValue', { count: 1 })).toBe('1 coin');
  });

  it('take the singular for one of anything in English', () => {
    expect(inEnglish('orders.list.units', { count: 1 })).toBe('1 item');
    expect(inEnglish('reviews.product.count', { count: 1 })).toBe('1 review');
    expect(inEnglish('payments.thaiQr.minutesLeft', { count: 1 })).toBe('Less than 1 minute left to pay');
    expect(inEnglish('wishlist.count', { count: 1 })).toBe('1 saved product');
    expect(inEnglish('staffSettings.channels.savedOwnWait', { count: 1 })).toBe('Its orders wait 1 minute.');
    expect(inEnglish('staffMembers.coins.given', { count: 1 })).toBe('Gave 1 coin.');
    expect(inEnglish('staffMembers.coins.balanceNow', { count: 1250 })).toBe('The balance is now 1,250 coins.');
    expect(inEnglish('staff.dashboard.waitingLink', { count: 1, status: 'Paid' })).toBe('Paid: 1 order');
  });

  it('write Thai counts the same for every number, with Latin digits', () => {
    expect(inThai('coins.amount', { count: 1 })).toBe('1 เหรียญ');
    expect(inThai('coins.amount', { count: 1500 })).toBe('1,500 เหรียญ');
    expect(inThai('orders.list.units', { count: 1 })).toBe('1 ชิ้น');
  });

  it('leaves no English text saying "1 coins" or "1 items"', () => {
    const texts = Object.keys(flatten(en))
      .filter((key) => key.endsWith('_other'))
      .map((key) => inEnglish(key.slice(0, -'_other'.length), { count: 1, status: 'Paid', name: 'X', orderNo: 'PS1', page: 1, pages: 1 }));
    expect(texts.filter((text) => /\b1 (more )?[a-z]+s\b/.test(text) && !/\b1 (of|out of)\b/.test(text))).toEqual([]);
  });
});

function flatten(catalog: object, prefix = ''): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(catalog)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') Object.assign(found, flatten(value, dotted));
    else found[dotted] = value;
  }
  return found;
}
