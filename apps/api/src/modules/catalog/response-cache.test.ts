import { describe, expect, it } from 'vitest';
import type { CatalogSnapshot } from './catalog-snapshot';
import { createResponseCache } from './response-cache';

const emptySnapshot = (): CatalogSnapshot => ({
  byId: new Map(),
  listed: [],
  forSale: [],
  skusById: new Map(),
  brandsById: new Map(),
  categoriesById: new Map(),
  searchCorpus: {},
});

describe('response cache', () => {
  it('keeps answers as UTF-8 JSON until the snapshot changes', async () => {
    let snapshot = emptySnapshot();
    const cache = createResponseCache(() => snapshot);
    let computed = 0;
    const compute = () => ({ name: `อาหารแมว ${++computed}` });
    const first = await cache.get('a', 0, compute);
    expect(JSON.parse(first.json.toString('utf8'))).toEqual({ name: 'อาหารแมว 1' });
    expect(await cache.get('a', 0, compute)).toBe(first);
    expect(cache.peek('a', 0)).toBe(first);
    snapshot = emptySnapshot();
    expect(cache.peek('a', 0)).toBeUndefined();
    expect(JSON.parse((await cache.get('a', 0, compute)).json.toString('utf8'))).toEqual({ name: 'อาหารแมว 2' });
  });

  it('does not keep an answer worked out while the catalogue changed', async () => {
    let snapshot = emptySnapshot();
    const cache = createResponseCache(() => snapshot);
    const answer = await cache.get('a', 0, async () => {
      await Promise.resolve();
      snapshot = emptySnapshot();
      return { stale: true };
    });
    expect(JSON.parse(answer.json.toString('utf8'))).toEqual({ stale: true });
    expect(cache.peek('a', 0)).toBeUndefined();
  });

  it('holds at most its byte budget, dropping the least recently used answers first', async () => {
    const snapshot = emptySnapshot();
    // each entry: 100 bytes of answer and a one-character key (2 bytes)
    const cache = createResponseCache(() => snapshot, { maxBytes: 350 });
    const body = () => 'x'.repeat(98);
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
    await cache.get('big', 0, () => 'y'.repeat(400));
    expect(cache.peek('big', 0)).toBeUndefined();
  });
});
