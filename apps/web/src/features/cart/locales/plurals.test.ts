import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import th from './th.json';

const i18n = i18next.createInstance();
await i18n.init({ resources: { en: { translation: en }, th: { translation: th } }, lng: 'en', interpolation: { escapeValue: false }, initAsync: false });

describe('cart plurals', () => {
  it.each([
    ['cart.summary.coins', 1, 'You will earn 1 coin'],
    ['cart.summary.coins', 1234, 'You will earn 1,234 coins'],
    ['cart.coins.amount', 1, '1 coin'],
    ['cart.rewards.cost', 50, '50 coins'],
    ['cart.group.items', 1, '1 item'],
    ['cart.mini.triggerCount', 2, 'Cart, 2 items'],
    ['cart.undo.some', 1, 'The stock fell meanwhile: only 1 of Food is back in your cart.'],
  ])('English says %s for %i as "%s"', (key, count, text) => {
    expect(i18n.t(key, { lng: 'en', count, name: 'Food' })).toBe(text);
  });

  it('Thai has one form for every count', () => {
    expect(i18n.t('cart.summary.coins', { lng: 'th', count: 1 })).toBe('คุณจะได้รับ 1 เหรียญ');
    expect(i18n.t('cart.summary.coins', { lng: 'th', count: 1234 })).toBe('คุณจะได้รับ 1,234 เหรียญ');
  });
});
