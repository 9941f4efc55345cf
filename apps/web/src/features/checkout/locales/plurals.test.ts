import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import th from './th.json';

const i18n = i18next.createInstance();
await i18n.init({ resources: { en: { translation: en }, th: { translation: th } }, lng: 'en', interpolation: { escapeValue: false }, initAsync: false });

describe('checkout plurals', () => {
  it.each([
    ['checkout.details.coins.used', 1, '1 coin used'],
    ['checkout.details.coins.used', 1234, '1,234 coins used'],
    ['checkout.details.coins.rate', 1, '1 coin = ฿1.00'],
  ])('English says %s for %i as "%s"', (key, count, text) => {
    expect(i18n.t(key, { lng: 'en', count })).toBe(text);
  });
});
