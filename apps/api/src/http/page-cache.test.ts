import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache, pageBody } from './page-cache';

function setup(overrides: Partial<Parameters<typeof createPageCache>[0]> = {}) {
  const state = { catalogue: {}, boundary: Number.POSITIVE_INFINITY, draws: 0 };
  const cache = createPageCache({
    versions: () => [state.catalogue],
    validUntil: () => state.boundary,
    maxAgeMs: 60_000,
    maxBytes: 1024 * 1024,
    ...overrides,
  });
  const draw =
    (html = '<p>page</p>', keep = true) =>
    async () => {
      state.draws++;
      return { status: 200, html, keep };
    };
  return { state, cache, draw };
}

describe('the page cache', () => {
  it('draws a page once and sends the same bytes, with a gzip and a brotli copy, until its data changes', async () => {
    const { state, cache, draw } = setup();
    const first = await cache.get('th:/', 0, draw('<p>สวัสดี</p>'));
    expect(first.html.toString()).toBe('<p>สวัสดี</p>');
    expect(gunzipSync(first.gzip).toString()).toBe('<p>สวัสดี</p>');
    expect(brotliDecompressSync(first.brotli).toString()).toBe('<p>สวัสดี</p>');
    expect(await cache.get('th:/', 10, draw())).toBe(first);
    expect(state.draws).toBe(1);
    state.catalogue = {};
    await cache.get('th:/', 20, draw());
    expect(state.draws).toBe(2);
  });

  it('draws again when a price changes by itself or the page has been kept a minute', async () => {
    const { state, cache, draw } = setup();
    state.boundary = 1_000;
    await cache.get('th:/', 0, draw());
    await cache.get('th:/', 999, draw());
    expect(state.draws).toBe(1);
    await cache.get('th:/', 1_000, draw());
    expect(state.draws).toBe(2);
  });

  it('draws again after a minute when nothing announced a change (staff banners and articles)', async () => {
    const { state, cache, draw } = setup();
    await cache.get('th:/', 0, draw());
    await cache.get('th:/', 59_999, draw());
    expect(state.draws).toBe(1);
    await cache.get('th:/', 60_000, draw());
    expect(state.draws).toBe(2);
  });

  it('keeps each language and address apart', async () => {
    const { cache, draw } = setup();
    const th = await cache.get('th:/', 0, draw('th'));
    const en = await cache.get('en:/', 0, draw('en'));
    expect([th.html.toString(), en.html.toString()]).toEqual(['th', 'en']);
  });

  it('sends, but does not keep, a page drawn while a call failed or while its data changed', async () => {
    const { state, cache, draw } = setup();
    await cache.get('th:/', 0, draw('<p>error</p>', false));
    await cache.get('th:/', 0, draw());
    expect(state.draws).toBe(2);
    const changing = async () => {
      state.catalogue = {};
      return { status: 200, html: 'old', keep: true };
    };
    await cache.get('th:/x', 0, changing);
    await cache.get('th:/x', 0, draw('new'));
    expect((await cache.get('th:/x', 0, draw())).html.toString()).toBe('new');
  });

  it('lets visitors who ask at the same moment wait for one drawing', async () => {
    const { state, cache } = setup();
    let finish: () => void = () => undefined;
    const slow = () =>
      new Promise<{ status: number; html: string; keep: boolean }>((resolve) => {
        state.draws++;
        finish = () => resolve({ status: 200, html: 'p', keep: true });
      });
    const asks = [cache.get('th:/', 0, slow), cache.get('th:/', 0, slow), cache.get('th:/', 0, slow)];
    finish();
    const pages = await Promise.all(asks);
    expect(state.draws).toBe(1);
    expect(new Set(pages).size).toBe(1);
  });

  it('holds at most its bytes, the least recently used page going first', async () => {
    const { cache, draw } = setup({ maxBytes: 3_000 });
    const big = 'x'.repeat(1_000);
    await cache.get('a', 0, draw(big));
    await cache.get('b', 0, draw(big));
    await cache.get('a', 0, draw(big));
    await cache.get('c', 0, draw(big));
    expect(cache.size()).toBeLessThanOrEqual(3_000);
    const { state: s2, cache: c2, draw: d2 } = setup({ maxBytes: 3_000 });
    await c2.get('a', 0, d2(big));
    await c2.get('b', 0, d2(big));
    await c2.get('a', 0, d2(big));
    await c2.get('c', 0, d2(big));
    const before = s2.draws;
    await c2.get('a', 0, d2(big));
    expect(s2.draws).toBe(before);
  });

  it('sends brotli to a browser that takes it, else gzip, else the HTML', async () => {
    const { cache, draw } = setup();
    const page = await cache.get('th:/', 0, draw('<main>' + 'สินค้า '.repeat(200) + '</main>'));
    expect(page.brotli.length).toBeLessThan(page.gzip.length);
    expect(pageBody(page, 'gzip, deflate, br, zstd')).toEqual({ encoding: 'br', body: page.brotli });
    expect(pageBody(page, 'gzip, deflate')).toEqual({ encoding: 'gzip', body: page.gzip });
    expect(pageBody(page, 'br;q=0, gzip')).toEqual({ encoding: 'gzip', body: page.gzip });
    expect(pageBody(page, undefined)).toEqual({ encoding: null, body: page.html });
  });
});
