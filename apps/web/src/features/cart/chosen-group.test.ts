import { describe, expect, it } from 'vitest';
import { choiceRecord, readChosenGroup, rememberChosenGroup } from './chosen-group';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('the remembered group (cart.chooseTabProductType)', () => {
  it('is the normal products by default', () => {
    expect(readChosenGroup(memoryStorage())).toBe('generalProduct');
    expect(readChosenGroup(null)).toBe('generalProduct');
  });

  it('keeps the spec record and reads it back after a reload', () => {
    const storage = memoryStorage();
    rememberChosenGroup('donation-940000002', storage);
    expect(JSON.parse(storage.data.get('pawsook.cart.chooseTabProductType')!)).toEqual({
      tabProductType: 'donation',
      rdoChooseBuyProduct: 'donation-940000002',
      donationId: 940000002,
      isDonation: true,
    });
    expect(readChosenGroup(storage)).toBe('donation-940000002');
    expect(choiceRecord('generalProduct')).toEqual({ tabProductType: 'normal', rdoChooseBuyProduct: 'generalProduct', donationId: null, isDonation: false });
  });

  it('forgets an emptied choice and ignores what it cannot read', () => {
    const storage = memoryStorage();
    rememberChosenGroup('donation-5', storage);
    rememberChosenGroup(null, storage);
    expect(storage.data.size).toBe(0);
    storage.data.set('pawsook.cart.chooseTabProductType', '{"rdoChooseBuyProduct":"donation-abc"}');
    expect(readChosenGroup(storage)).toBe('generalProduct');
    storage.data.set('pawsook.cart.chooseTabProductType', 'oops');
    expect(readChosenGroup(storage)).toBe('generalProduct');
  });
});
