import { describe, expect, it, vi } from 'vitest';
import { createStaticI18n } from './i18n';

describe('numbers in texts', () => {
  const texts = { translation: { coins: '{{count, number}} coins', rate: 'rate {{value, number}}' } };

  it('writes counts with Latin digits and comma groups in both languages', () => {
    for (const language of ['th', 'en'] as const) {
      const i18n = createStaticI18n({ [language]: texts }, language);
      expect(i18n.t('coins', { count: 1234567 })).toBe('1,234,567 coins');
      expect(i18n.t('coins', { count: 0 })).toBe('0 coins');
      expect(i18n.t('coins', { count: -1500 })).toBe('-1,500 coins');
      expect(i18n.t('rate', { value: 1234.5 })).toBe('rate 1,234.5');
    }
  });

  it('sets up no Intl.NumberFormat for a count (its locale data is a long task on a phone)', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const i18n = createStaticI18n({ th: texts }, 'th');
    expect(i18n.t('coins', { count: 98765 })).toBe('98,765 coins');
    expect(numberFormat).not.toHaveBeenCalled();
    numberFormat.mockRestore();
  });
});
