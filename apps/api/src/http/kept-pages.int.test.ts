import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSkus } from '../modules/catalog/catalog.tables';
import { ordersFixture } from '../../test/orders-fixture';
import { startTestServer, type TestServer } from '../../test/test-server';

const INDEX_HTML = `<!doctype html><html lang="th"><head><title>Pawsook</title></head><body><div id="root"></div></body></html>`;

/**
 * A stand-in for the web app's server bundle that reads the API as the real pages do: the home
 * page a product list (each product in stock or sold out), a product page its product (each
 * SKU's stock figure). Every draw is numbered, so a kept page shows the number it was drawn with.
 */
const ENTRY_SERVER = `
let draws = 0;
export async function renderPage({ url, lang, fetchApi }) {
  const draw = ++draws;
  const product = /^\\/(?:th|en)\\/product\\/(\\d+)/.exec(url);
  if (product) {
    const p = (await (await fetchApi('/api/v1/products/' + product[1], { headers: { lang } })).json()).result;
    const skus = p.skus.map((s) => '<li data-sku="' + s.skuId + '">' + s.totalProduct + '</li>').join('');
    return { status: 200, html: '<main><ul>' + skus + '</ul><p id="draw">' + draw + '</p></main>', title: undefined, state: {}, complete: true };
  }
  const items = (await (await fetchApi('/api/v1/products?limit=100', { headers: { lang } })).json()).result;
  const list = items.map((i) => '<li data-product="' + i.productId + '">' + (i.inStock ? 'in stock' : 'sold out') + '</li>').join('');
  return { status: 200, html: '<main><ul>' + list + '</ul><p id="draw">' + draw + '</p></main>', title: undefined, state: {}, complete: true };
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

  it("draws again only the ordered product's page when nothing sells out, and the lists and the sold-out product's page when it does", async () => {
    const items = (await shop.request('/api/v1/products?limit=100', { lang: 'en' })).body.result as Item[];
    const simple = items.filter((i) => i.inStock && i.soldSeparately && !i.isProductVariant && !i.isDonation && i.totalProduct >= 3);
    const [ordered, other, last] = simple;
    expect(last, 'three products of one SKU each in stock').toBeDefined();
    // the one that sells out: one unit left (a stock change of its own, before the pages are drawn)
    await shop.app.database.db.update(productSkus).set({ stock: 1 }).where(eq(productSkus.id, last!.skuId));
    await shop.app.liveCatalog.settle();

    const home = await page('/');
    const orderedPage = await page(`/en/product/${ordered!.productId}`);
    const otherPage = await page(`/en/product/${other!.productId}`);
    const lastPage = await page(`/en/product/${last!.productId}`);
    expect(home.text).toContain(`<li data-product="${last!.productId}">in stock</li>`);
    expect(orderedPage.text).toContain(`<li data-sku="${ordered!.skuId}">${ordered!.totalProduct}</li>`);
    // kept: the same draw
    expect((await page('/')).draw).toBe(home.draw);

    // an order that sells nothing out: its product's page shows the new figure, the others are kept
    await buy(ordered!.skuId, 1);
    expect((await page('/')).draw).toBe(home.draw);
    expect((await page(`/en/product/${other!.productId}`)).draw).toBe(otherPage.draw);
    expect((await page(`/en/product/${last!.productId}`)).draw).toBe(lastPage.draw);
    const orderedAgain = await page(`/en/product/${ordered!.productId}`);
    expect(orderedAgain.draw).toBeGreaterThan(orderedPage.draw);
    expect(orderedAgain.text).toContain(`<li data-sku="${ordered!.skuId}">${ordered!.totalProduct - 1}</li>`);
    // the API's answers are exact: the list's figure too
    const detail = (await shop.request(`/api/v1/products/${ordered!.productId}`, { lang: 'en' })).body.result;
    expect(detail.skus[0].totalProduct).toBe(ordered!.totalProduct - 1);
    const listed = (await shop.request('/api/v1/products?limit=100', { lang: 'en' })).body.result as Item[];
    expect(listed.find((i) => i.productId === ordered!.productId)!.totalProduct).toBe(ordered!.totalProduct - 1);

    // the last unit sold: the home page says so at once, and the product's page
    await buy(last!.skuId, 1);
    const homeAfter = await page('/');
    expect(homeAfter.draw).toBeGreaterThan(home.draw);
    expect(homeAfter.text).toContain(`<li data-product="${last!.productId}">sold out</li>`);
    const lastAfter = await page(`/en/product/${last!.productId}`);
    expect(lastAfter.text).toContain(`<li data-sku="${last!.skuId}">0</li>`);
    expect((await page(`/en/product/${other!.productId}`)).draw).toBe(otherPage.draw);
    expect((await page(`/en/product/${ordered!.productId}`)).draw).toBe(orderedAgain.draw);
  });
});
