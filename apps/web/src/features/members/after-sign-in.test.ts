import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathAfterSignIn, readGuestCartLines, runAfterSignIn, safeReturnTo, setCartMerge } from './after-sign-in';

function storageWith(value: string | null) {
  return { getItem: (key: string) => (key === 'pawsook.cart' ? value : null) };
}

describe('the guest cart', () => {
  it('reads a list, or the lines/items of an object', () => {
    expect(readGuestCartLines(storageWith('[{"sku":"A","qty":1}]'))).toEqual([{ sku: 'A', qty: 1 }]);
    expect(readGuestCartLines(storageWith('{"lines":[{"sku":"B"}]}'))).toEqual([{ sku: 'B' }]);
    expect(readGuestCartLines(storageWith('{"items":[{"sku":"C"}]}'))).toEqual([{ sku: 'C' }]);
  });

  it('counts as empty when missing, unreadable or of another shape', () => {
    expect(readGuestCartLines(storageWith(null))).toEqual([]);
    expect(readGuestCartLines(storageWith('not json'))).toEqual([]);
    expect(readGuestCartLines(storageWith('{"total":3}'))).toEqual([]);
    expect(readGuestCartLines(null)).toEqual([]);
    expect(
      readGuestCartLines({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toEqual([]);
  });
});

describe('after sign-in', () => {
  afterEach(() => setCartMerge(null));

  it('merges the guest lines and goes to the requested page', async () => {
    const merge = vi.fn(async () => {});
    const outcome = await runAfterSignIn({ storage: storageWith('[{"sku":"A"}]'), merge });
    expect(merge).toHaveBeenCalledWith([{ sku: 'A' }]);
    expect(outcome).toBe('merged');
    expect(pathAfterSignIn(outcome, '/user/account/profile')).toBe('/user/account/profile');
  });

  it('does nothing when the guest cart holds no lines, and goes to the configured path', async () => {
    const merge = vi.fn(async () => {});
    expect(await runAfterSignIn({ storage: storageWith('[]'), merge })).toBe('nothing-to-merge');
    expect(await runAfterSignIn({ storage: storageWith(null), merge })).toBe('nothing-to-merge');
    expect(merge).not.toHaveBeenCalled();
    expect(pathAfterSignIn('nothing-to-merge')).toBe('/');
  });

  it('sends the member to /?q=cart-fail when the merge fails', async () => {
    const outcome = await runAfterSignIn({
      storage: storageWith('{"lines":[{"sku":"A"}]}'),
      merge: async () => {
        throw new Error('409');
      },
    });
    expect(outcome).toBe('cart-fail');
    expect(pathAfterSignIn(outcome, '/user/account/profile')).toBe('/?q=cart-fail');
  });

  it('uses the merge the cart feature injected, and merges nothing by default', async () => {
    expect(await runAfterSignIn({ storage: storageWith('[{"sku":"A"}]') })).toBe('merged');
    const injected = vi.fn(async () => {});
    setCartMerge(injected);
    await runAfterSignIn({ storage: storageWith('[{"sku":"A"}]') });
    expect(injected).toHaveBeenCalledOnce();
  });

  it('never returns to another site', () => {
    expect(safeReturnTo('https://evil.example/')).toBeNull();
    expect(safeReturnTo('//evil.example/')).toBeNull();
    expect(safeReturnTo('/\\evil.example')).toBeNull();
    expect(safeReturnTo('/user/purchase/order?tab=1')).toBe('/user/purchase/order?tab=1');
    expect(pathAfterSignIn('merged', 'https://evil.example/')).toBe('/');
  });
});
