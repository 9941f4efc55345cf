import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSkus } from '../modules/catalog/catalog.tables';
import { contentItems } from '../modules/content/content-items.tables';
import { ordersFixture } from '../../test/orders-fixture';
import { startTestServer, type TestServer } from '../../test/test-server';

const INDEX_HTML = `<!doctype html><html lang="th"><head><title>Pawsook</title></head><body><div id="root"></div></body></html>`;

/**
 * A stand-in for the web app's server bundle that reads the API as the real pages do: the home
 * page a product list (each product in stock or sold out), a product page its product (each SKU
 * sold out, few left or in stock). Every draw is numbered, so a kept page shows the number it was
 * drawn with.
 */
const ENTRY_SERVER = `
let draws = 0;
export async function renderPage({ url, lang, fetchApi }) {
  const draw = ++draws;
  const product = /^\\/(?:th|en)\\/product\\/(\\d+)/.exec(url);
  if (product) {
    const p = (await (await fetchApi('/api/v1/products/' + product[1], { headers: { lang } })).json()).result;
    // as the real page: how few are left, or only that it is in stock
    const shown = (n) => (n <= 0 ? 'sold out' : n <= 20 ? 'only ' + n + ' left' : 'in stock');
    const skus = p.skus.map((s) => '<li data-sku="' + s.skuId + '">' + shown(s.totalProduct) + '</li>').join('');
    return { status: 200, html: '<main><ul>' + skus + '</ul><p id="draw">' + draw + '</p></main>', title: undefined, state: {}, complete: true };
  }
  const items = (await (await fetchApi('/api/v1/products?limit=100', { headers: { lang } })).json()).result;
  const list = items.map((i) => '<li data-product="' + i.productId + '">' + (i.inStock ? 'in stock' : 'sold out') + '</li>').join('');
  const banners = (await (await fetchApi('/api/v1/content/home-banners', { headers: { lang } })).json()).result;
  const shown = banners.map((b) => '<li data-banner="' + b.id + '">' + b.titleEn + '</li>').join('');
  return { status: 200, html: '<main><ul>' + list + '</ul><ol>' + shown + '</ol><p id="draw">' + draw + '</p></main>', title: undefined, state: {}, complete: true };
}
export function isAppPage() {
  return true;
}
`;

interface Item {
  productId: number;
  skuId: number;
  totalProduct: number;
  inStock: boolean;
  soldSeparately: boolean;
  isProductVariant: boolean;
  isDonation: boolean;
}

describe('kept pages and an order (decision 0071)', () => {
  let shop: TestServer;
  let webDistDir: string;
  const { shopper, orderBody, place } = ordersFixture(() => shop);

  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'pawsook-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
    mkdirSync(path.join(webDistDir, 'server'));
    writeFileSync(path.join(webDistDir, 'server', 'entry-server.js'), ENTRY_SERVER);
    shop = await startTestServer({}, { webDistDir });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  /** The page as a visitor gets it: its draw number and what it says. */
  async function page(address: string) {
    const res = await shop.request(address, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    return { draw: Number(/<p id="draw">(\d+)<\/p>/.exec(res.text)![1]), text: res.text };
  }

  async function buy(skuId: number, amount: number) {
    const member = await shopper([{ skuId, amount }]);
    const placed = await place(member, await orderBody(member));
    expect(placed.status, placed.text).toBe(200);
    // the stock change has reached this instance's catalogue
    await shop.app.liveCatalog.settle();
  }

  it("keeps every page through an order that changes nothing shown; draws again a product's page when few are left, and the lists when one sells out", async () => {
    const items = (await shop.request('/api/v1/products?limit=100', { lang: 'en' })).body.result as Item[];
    const simple = items.filter((i) => i.inStock && i.soldSeparately && !i.isProductVariant && !i.isDonation);
    const [plenty, few, last, other] = simple;
    expect(other, 'four products of one SKU each in stock').toBeDefined();
    // stock changes of their own, before the pages are drawn
    for (const [item, stock] of [
      [plenty!, 50],
      [few!, 5],
      [last!, 1],
    ] as const) {
      await shop.app.database.db.update(productSkus).set({ stock }).where(eq(productSkus.id, item.skuId));
    }
    await shop.app.liveCatalog.settle();

    const home = await page('/');
    const drawn = async () => {
      const pages = new Map<number, { draw: number; text: string }>();
      for (const item of [plenty!, few!, last!, other!]) pages.set(item.productId, await page(`/en/product/${item.productId}`));
      return pages;
    };
    const before = await drawn();
    expect(home.text).toContain(`<li data-product="${last!.productId}">in stock</li>`);
    expect(before.get(plenty!.productId)!.text).toContain(`<li data-sku="${plenty!.skuId}">in stock</li>`);
    // kept: the same draw
    expect((await page('/')).draw).toBe(home.draw);

    // an order that changes nothing a page shows (50 → 49: in stock): every page kept
    await buy(plenty!.skuId, 1);
    expect((await page('/')).draw).toBe(home.draw);
    const afterPlenty = await drawn();
    for (const [id, kept] of before) expect(afterPlenty.get(id)!.draw, `product ${id}`).toBe(kept.draw);
    // the API's answers stay exact: the product's and the list's figure
    const detail = (await shop.request(`/api/v1/products/${plenty!.productId}`, { lang: 'en' })).body.result;
    expect(detail.skus[0].totalProduct).toBe(49);
    const listed = (await shop.request('/api/v1/products?limit=100', { lang: 'en' })).body.result as Item[];
    expect(listed.find((i) => i.productId === plenty!.productId)!.totalProduct).toBe(49);

    // few left (5 → 4): that product's page only
    await buy(few!.skuId, 1);
    expect((await page('/')).draw).toBe(home.draw);
    const afterFew = await drawn();
    expect(afterFew.get(few!.productId)!.draw).toBeGreaterThan(before.get(few!.productId)!.draw);
    expect(afterFew.get(few!.productId)!.text).toContain(`<li data-sku="${few!.skuId}">only 4 left</li>`);
    for (const item of [plenty!, last!, other!]) expect(afterFew.get(item.productId)!.draw).toBe(before.get(item.productId)!.draw);

    // the last unit sold: the home page says so at once, and the product's page
    await buy(last!.skuId, 1);
    const homeAfter = await page('/');
    expect(homeAfter.draw).toBeGreaterThan(home.draw);
    expect(homeAfter.text).toContain(`<li data-product="${last!.productId}">sold out</li>`);
    const afterLast = await drawn();
    expect(afterLast.get(last!.productId)!.text).toContain(`<li data-sku="${last!.skuId}">sold out</li>`);
    for (const item of [plenty!, few!, other!]) expect(afterLast.get(item.productId)!.draw).toBe(afterFew.get(item.productId)!.draw);
  });

  it("draws the home page again as soon as staff's banners change, and when a banner's window ends", async () => {
    const db = shop.app.database.db;
    const home = await page('/');
    expect((await page('/')).draw).toBe(home.draw);

    // published now, showing until a moment just ahead: on the home page at once
    const endsAt = new Date(Date.now() + 1500);
    const [banner] = await db
      .insert(contentItems)
      .values({
        placement: 'home-banner',
        titleTh: 'แบนเนอร์ใหม่',
        titleEn: 'A new banner',
        coverImage: 'banner/new.webp',
        status: 'published',
        publishedAt: new Date(),
        endsAt,
      })
      .returning({ id: contentItems.id });
    await shop.app.content.settle();
    const withBanner = await page('/');
    expect(withBanner.draw).toBeGreaterThan(home.draw);
    expect(withBanner.text).toContain(`<li data-banner="${banner!.id}">A new banner</li>`);
    expect((await page('/')).draw, 'kept until something changes').toBe(withBanner.draw);

    // its window ends without a write: the next visitor after that moment gets a page without it
    await expect.poll(async () => (await page('/')).text, { timeout: 10_000, interval: 250 }).not.toContain(`data-banner="${banner!.id}"`);
    expect(Date.now()).toBeGreaterThanOrEqual(endsAt.getTime());

    // a change of its words, with nothing else changed: drawn again at once
    await db.update(contentItems).set({ endsAt: null, titleEn: 'The banner, renamed' }).where(eq(contentItems.id, banner!.id));
    await shop.app.content.settle();
    expect((await page('/')).text).toContain(`<li data-banner="${banner!.id}">The banner, renamed</li>`);
  });
});
