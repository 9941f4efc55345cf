import { describe, expect, it } from 'vitest';
import type { CatalogProduct, CatalogSnapshot } from './catalog-snapshot';
import { createResponseCache } from './response-cache';

const emptySnapshot = (): CatalogSnapshot => ({
  byId: new Map(),
  listed: [],
  forSale: [],
  skusById: new Map(),
  brandsById: new Map(),
  categoriesById: new Map(),
  searchCorpus: {},
  shown: { whole: {}, lists: {} },
});

/** The snapshot after a change of these products' stock that sells nothing out: the lists' version kept. */
function afterStock(snapshot: CatalogSnapshot, ...productIds: number[]): CatalogSnapshot {
  const byId = new Map(snapshot.byId);
  for (const id of productIds) byId.set(id, { row: { id, flashSaleEndsAt: null }, skus: [] } as unknown as CatalogProduct);
  return { ...snapshot, byId };
}

describe('response cache', () => {
  it('keeps answers as UTF-8 JSON until what they show changes', async () => {
    let snapshot = emptySnapshot();
    const cache = createResponseCache(() => snapshot);
    let computed = 0;
    const compute = () => ({ answer: { name: `อาหารแมว ${++computed}` }, parts: ['lists' as const] });
    const first = await cache.get('a', 0, compute);
    expect(JSON.parse(first.json.toString('utf8'))).toEqual({ name: 'อาหารแมว 1' });
    expect(await cache.get('a', 0, compute)).toBe(first);
    expect(cache.peek('a', 0)).toBe(first);
    snapshot = emptySnapshot();
    expect(cache.peek('a', 0)).toBeUndefined();
    expect(JSON.parse((await cache.get('a', 0, compute)).json.toString('utf8'))).toEqual({ name: 'อาหารแมว 2' });
  });

  it("keeps a product's answer and the lists without it through another product's stock change", async () => {
    let snapshot = afterStock(emptySnapshot(), 1, 2);
    const cache = createResponseCache(() => snapshot);
    await cache.get('product 1', 0, () => ({ answer: 1, parts: ['product:1'] }));
    await cache.get('product 2', 0, () => ({ answer: 2, parts: ['product:2'] }));
    await cache.get('list of 1', 0, () => ({ answer: [1], parts: ['lists', 'product:1'] }));
    snapshot = afterStock(snapshot, 2);
    expect(cache.peek('product 1', 0)).toBeDefined();
    expect(cache.peek('list of 1', 0)).toBeDefined();
    expect(cache.peek('product 2', 0)).toBeUndefined();
    snapshot = afterStock(snapshot, 1);
    expect(cache.peek('list of 1', 0)).toBeUndefined();
  });

  it('does not keep an answer worked out while what it shows changed', async () => {
    let snapshot = emptySnapshot();
    const cache = createResponseCache(() => snapshot);
    const answer = await cache.get('a', 0, async () => {
      await Promise.resolve();
      snapshot = emptySnapshot();
      return { answer: { stale: true }, parts: ['lists'] };
    });
    expect(JSON.parse(answer.json.toString('utf8'))).toEqual({ stale: true });
    expect(cache.peek('a', 0)).toBeUndefined();
  });

  it('empties itself when the review summaries change', async () => {
    const snapshot = emptySnapshot();
    let reviews = {};
    const cache = createResponseCache(() => snapshot, { alsoCurrent: () => reviews });
    await cache.get('a', 0, () => ({ answer: 1, parts: [] }));
    expect(cache.peek('a', 0)).toBeDefined();
    reviews = {};
    expect(cache.peek('a', 0)).toBeUndefined();
  });

  it('holds at most its byte budget, dropping the least recently used answers first', async () => {
    const snapshot = emptySnapshot();
    // each entry: 100 bytes of answer and a one-character key (2 bytes)
    const cache = createResponseCache(() => snapshot, { maxBytes: 350 });
    const body = () => ({ answer: 'x'.repeat(98), parts: [] });
    await cache.get('a', 0, body);
    await cache.get('b', 0, body);
    await cache.get('c', 0, body);
    expect(cache.peek('a', 0)).toBeDefined(); // a is now the most recently used
    await cache.get('d', 0, body);
    expect(cache.size()).toBeLessThanOrEqual(350);
    expect(cache.peek('b', 0)).toBeUndefined();
    expect(cache.peek('a', 0)).toBeDefined();
    expect(cache.peek('d', 0)).toBeDefined();
    // an answer larger than the whole budget is sent but not kept
    await cache.get('big', 0, () => ({ answer: 'y'.repeat(400), parts: [] }));
    expect(cache.peek('big', 0)).toBeUndefined();
  });
});
