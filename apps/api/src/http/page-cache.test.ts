import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createPageCache, pageBody } from './page-cache';
import type { PartVersions } from './part-versions';

function setup(overrides: Partial<Parameters<typeof createPageCache>[0]> = {}) {
  const state = { texts: {}, boundary: Number.POSITIVE_INFINITY, draws: 0, boundaryAsked: 0 };
  // the parts' versions: a new reader whenever one changes, as the catalogue's are
  let reader: PartVersions = () => undefined;
  const change = (...parts: string[]) => {
    const versions = new Map(parts.map((part) => [part, {}]));
    const before = reader;
    reader = (part) => (versions.has(part) ? versions.get(part) : before(part));
  };
  const cache = createPageCache({
    versions: () => [state.texts],
    // an address `part:x` shows part x
    parts: { current: () => reader, shownAt: (address) => (address.startsWith('part:') ? [address.slice('part:'.length)] : []) },
    validUntil: () => {
      state.boundaryAsked++;
      return state.boundary;
    },
    maxAgeMs: 60_000,
    maxBytes: 1024 * 1024,
    ...overrides,
  });
  const draw =
    (html = '<p>page</p>', keep = true, read: string[] = []) =>
    async () => {
      state.draws++;
      return { status: 200, html, keep, read };
    };
  return { state, cache, draw, change };
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
    state.texts = {};
    await cache.get('th:/', 20, draw());
    expect(state.draws).toBe(2);
  });

  it('keeps a page while the parts it shows are the same, and draws again only the pages showing a part that changed', async () => {
    const { state, cache, draw, change } = setup();
    const pages = { home: ['part:lists', 'part:menus'], first: ['part:product:1', 'part:menus'], second: ['part:product:2', 'part:menus'] };
    const ask = async (key: keyof typeof pages) => (await cache.get(key, 0, draw(`${key} ${state.draws + 1}`, true, pages[key]))).html.toString();
    expect([await ask('home'), await ask('first'), await ask('second')]).toEqual(['home 1', 'first 2', 'second 3']);
    // an order of the first product that sells nothing out: its page only
    change('product:1');
    expect([await ask('home'), await ask('first'), await ask('second')]).toEqual(['home 1', 'first 4', 'second 3']);
    // a SKU of the second sells out: the lists and its page
    change('lists', 'product:2');
    expect([await ask('home'), await ask('first'), await ask('second')]).toEqual(['home 5', 'first 4', 'second 6']);
    change('menus');
    expect([await ask('home'), await ask('first'), await ask('second')]).toEqual(['home 7', 'first 8', 'second 9']);
    expect([await ask('home'), await ask('first'), await ask('second')]).toEqual(['home 7', 'first 8', 'second 9']);
  });

  it('asks for the next moment a price changes by itself again once a part changed', async () => {
    const { state, cache, draw, change } = setup();
    await cache.get('th:/', 0, draw('a', true, ['part:lists']));
    // a special price set to start at 500 on a product this page does not show
    state.boundary = 500;
    change('product:9');
    await cache.get('th:/', 100, draw());
    expect(state.draws).toBe(1);
    await cache.get('th:/', 500, draw());
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

  it('draws a page again a minute after it was drawn when nothing announced a change (staff banners and articles)', async () => {
    const { state, cache, draw } = setup();
    await cache.get('th:/', 0, draw());
    await cache.get('th:/', 59_999, draw());
    expect(state.draws).toBe(1);
    await cache.get('th:/', 60_000, draw());
    expect(state.draws).toBe(2);
  });

  it('ages each page on its own: past its age it is still sent while drawn again behind the visitor, past twice its age drawn first', async () => {
    const { state, cache, draw } = setup();
    await cache.get('a', 0, draw('a'));
    await cache.get('b', 30_000, draw('b'));
    // a is a minute old: the visitor gets it at once, the new one is drawn meanwhile, and once
    expect((await cache.get('a', 60_000, draw('a again'))).html.toString()).toBe('a');
    expect((await cache.get('a', 60_000, draw('a once more'))).html.toString()).toBe('a');
    await vi.waitFor(() => expect(state.draws).toBe(3));
    await vi.waitFor(async () => expect((await cache.get('a', 60_001, draw('never'))).html.toString()).toBe('a again'));
    expect((await cache.get('b', 60_000, draw('b again'))).html.toString()).toBe('b');
    expect(state.draws).toBe(3);
    // nobody asked for b for two minutes: drawn before it is sent
    expect((await cache.get('b', 150_000, draw('b at last'))).html.toString()).toBe('b at last');
    expect(state.draws).toBe(4);
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
      state.texts = {};
      return { status: 200, html: 'old', keep: true, read: [] };
    };
    await cache.get('th:/x', 0, changing);
    await cache.get('th:/x', 0, draw('new'));
    expect((await cache.get('th:/x', 0, draw())).html.toString()).toBe('new');
  });

  it('sends, but does not keep, a page whose part changed while it was drawn; one whose parts did not is kept', async () => {
    const { cache, draw, change } = setup();
    const changing = (part: string) => async () => {
      change(part);
      return { status: 200, html: 'drawn', keep: true, read: ['part:product:1'] };
    };
    await cache.get('a', 0, changing('product:1'));
    await cache.get('b', 0, changing('product:2'));
    expect((await cache.get('a', 0, draw('again'))).html.toString()).toBe('again');
    expect((await cache.get('b', 0, draw('again'))).html.toString()).toBe('drawn');
  });

  it('does not hand a visitor who comes after a change the drawing begun before it', async () => {
    const { cache, change } = setup();
    let finish: () => void = () => undefined;
    const slow = () =>
      new Promise<{ status: number; html: string; keep: boolean; read: string[] }>((resolve) => {
        finish = () => resolve({ status: 200, html: 'before', keep: true, read: ['part:product:1'] });
      });
    const early = cache.get('a', 0, slow);
    change('product:1');
    const late = cache.get('a', 0, async () => ({ status: 200, html: 'after', keep: true, read: ['part:product:1'] }));
    finish();
    expect([(await early).html.toString(), (await late).html.toString()]).toEqual(['before', 'after']);
  });

  it('lets visitors who ask at the same moment wait for one drawing', async () => {
    const { state, cache } = setup();
    let finish: () => void = () => undefined;
    const slow = () =>
      new Promise<{ status: number; html: string; keep: boolean; read: string[] }>((resolve) => {
        state.draws++;
        finish = () => resolve({ status: 200, html: 'p', keep: true, read: [] });
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
