import { describe, expect, it } from 'vitest';
import { clearGuestCart, guestCartView, keepGuestLine, parseGuestCart, readGuestCart, removeGuestLine, type GuestCartLineInput } from './guest-cart';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const royalCanin: GuestCartLineInput = {
  skuId: 930000002,
  amount: 2,
  orderProductTypeId: 1,
  donationId: null,
  productId: 920000001,
  productNameTh: 'รอยัล คานิน',
  productNameEn: 'Royal Canin',
  mainImage: 'rc.svg',
  price: 850,
  totalProduct: 12,
  choiceNameTh: '2 กก.',
  choiceNameEn: '2 kg',
};

describe('the guest cart in localStorage (pawsook.cart)', () => {
  it('keeps a line with what the merge sends and what the mini-cart shows', () => {
    const storage = memoryStorage();
    expect(keepGuestLine(royalCanin, storage)).toBe('kept');
    const stored = JSON.parse(storage.data.get('pawsook.cart')!) as unknown[];
    expect(stored).toEqual([
      expect.objectContaining({
        skuId: 930000002,
        amount: 2,
        orderProductTypeId: 1,
        donationId: null,
        productNameEn: 'Royal Canin',
        price: 850,
        totalProduct: 12,
      }),
    ]);
    expect(readGuestCart(storage)).toHaveLength(1);
  });

  it('adds to the same line, up to the stock, and keeps donations to different places apart', () => {
    const storage = memoryStorage();
    keepGuestLine(royalCanin, storage);
    expect(keepGuestLine({ ...royalCanin, amount: 10 }, storage)).toBe('kept');
    expect(readGuestCart(storage)[0]!.amount).toBe(12);
    expect(keepGuestLine({ ...royalCanin, amount: 1 }, storage)).toBe('exceeds-stock');
    expect(readGuestCart(storage)[0]!.amount).toBe(12);

    const donation = { ...royalCanin, skuId: 930000237, amount: 1, orderProductTypeId: 2 as const, totalProduct: 170 };
    keepGuestLine({ ...donation, donationId: 940000001 }, storage);
    keepGuestLine({ ...donation, donationId: 940000002 }, storage);
    expect(readGuestCart(storage).map((l) => [l.skuId, l.donationId])).toEqual([
      [930000002, null],
      [930000237, 940000001],
      [930000237, 940000002],
    ]);
  });

  it('removes one line and clears the whole cart', () => {
    const storage = memoryStorage();
    keepGuestLine(royalCanin, storage);
    keepGuestLine({ ...royalCanin, skuId: 930000001 }, storage);
    removeGuestLine({ skuId: 930000002, orderProductTypeId: 1, donationId: null }, storage);
    expect(readGuestCart(storage).map((l) => l.skuId)).toEqual([930000001]);
    clearGuestCart(storage);
    expect(storage.data.has('pawsook.cart')).toBe(false);
  });

  it('refuses malformed lines and reads anything unreadable as empty', () => {
    const storage = memoryStorage();
    expect(keepGuestLine({ ...royalCanin, amount: 0 }, storage)).toBe('not-kept');
    expect(parseGuestCart(null)).toEqual([]);
    expect(parseGuestCart('not json')).toEqual([]);
    expect(parseGuestCart('{"total":3}')).toEqual([]);
    // an older shape's lines are left out, good ones kept
    expect(parseGuestCart(JSON.stringify({ lines: [{ sku: 'A' }, royalCanin] }))).toHaveLength(1);
    expect(
      readGuestCart({
        getItem: () => {
          throw new Error('blocked');
        },
        setItem: () => {},
        removeItem: () => {},
      }),
    ).toEqual([]);
  });

  it('shows the lines with totals from the shared pricing function', () => {
    const lines = parseGuestCart(JSON.stringify([royalCanin, { ...royalCanin, skuId: 930000001, amount: 3, price: 19.99 }]));
    const view = guestCartView(lines);
    expect(view.items).toBe(5);
    expect(view.lines.map((l) => l.totalPrice)).toEqual([1700, 59.97]);
    expect(view.totalSatang).toBe(175_997);
    expect(view.lines[0]!.product.productChoice).toEqual({ choiceNameDisplayTh: '2 กก.', choiceNameDisplayEn: '2 kg' });
  });
});
