import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';

// a built app of its own, so the test does not depend on whether `npm run build` ran before it
const INDEX_HTML = `<!doctype html><html lang="th"><head><meta name="description" content="shop" /><title>Pawsook</title></head><body><div id="root"></div></body></html>`;
// what Vite's manifest says of each language's texts (decision 0048)
const MANIFEST = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true },
  'src/app/i18n/texts-th.ts': { file: 'assets/texts-th-b2.js', imports: ['index.html'] },
  'src/app/i18n/texts-en.ts': { file: 'assets/texts-en-c3.js', imports: ['index.html'] },
};

describe('pages for every client', () => {
  let shop: TestServer;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'pawsook-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
    mkdirSync(path.join(webDistDir, '.vite'));
    writeFileSync(path.join(webDistDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    shop = await startTestServer({ PUBLIC_URL: 'https://shop.example' }, { webDistDir });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('serves the page to curl and link-preview crawlers, not only to browsers', async () => {
    for (const accept of ['*/*', 'text/html', undefined]) {
      const res = await shop.request('/categories/dog-food', { headers: accept ? { accept } : {} });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.text).toContain('<div id="root">');
    }
  });

  it("gives a product page's own title and Open Graph tags to a crawler that accepts anything", async () => {
    const list = await shop.request('/api/v1/products?limit=1', { lang: 'en' });
    const product = list.body.result[0];
    const res = await shop.request(`/en/product/${product.productId}`, { headers: { accept: '*/*', 'user-agent': 'facebookexternalhit/1.1' } });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="en"');
    expect(res.text).toContain(`<meta property="og:url" content="https://shop.example/en/product/${product.productId}" />`);
    expect(res.text).toMatch(/<meta property="og:title" content="[^"]+" \/>/);
  });

  it("names a product page's other language and gives search engines its price and stock (schema.org Product)", async () => {
    const list = await shop.request('/api/v1/products?limit=20', { lang: 'th' });
    for (const item of list.body.result.slice(0, 20)) {
      const detail = (await shop.request(`/api/v1/products/${item.productId}`, { lang: 'th' })).body.result;
      const res = await shop.request(`/th/product/${item.productId}`);
      expect(res.text).toContain(`<link rel="alternate" hreflang="en" href="https://shop.example/en/product/${item.productId}" />`);
      expect(res.text).toContain(`<link rel="alternate" hreflang="x-default" href="https://shop.example/th/product/${item.productId}" />`);
      const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.text)![1]!);
      expect(data).toMatchObject({ '@type': 'Product', name: detail.productNameTh, url: `https://shop.example/th/product/${item.productId}` });
      if (detail.stockState === 'not-displayed') continue;
      const offers = data.offers;
      expect(offers.priceCurrency).toBe('THB');
      expect(offers.availability).toBe(`https://schema.org/${detail.stockState === 'in-stock' ? 'InStock' : 'OutOfStock'}`);
      const prices = detail.skus.map((sku: { sellPrice: number }) => sku.sellPrice);
      if (offers['@type'] === 'Offer') expect(offers.price).toBe(detail.sellPrice);
      else expect([offers.lowPrice, offers.highPrice]).toEqual([Math.min(...prices), Math.max(...prices)]);
    }
  });

  it("has the browser fetch the page's language's texts with the app's script, not both languages'", async () => {
    const thaiLink = '<link rel="modulepreload" crossorigin href="/assets/texts-th-b2.js">';
    const englishLink = '<link rel="modulepreload" crossorigin href="/assets/texts-en-c3.js">';
    const asked: { path: string; headers: Record<string, string>; link: string }[] = [
      { path: '/user/account/profile', headers: {}, link: thaiLink },
      { path: '/user/account/profile', headers: { cookie: 'pawsook_lang=en' }, link: englishLink },
      { path: '/cart/checkout?lang=en', headers: { cookie: 'pawsook_lang=th' }, link: englishLink },
    ];
    for (const { path: page, headers, link } of asked) {
      const res = await shop.request(page, { headers });
      expect(res.text).toContain(link);
      expect(res.text).not.toContain(link === thaiLink ? englishLink : thaiLink);
      // and the page says its language from the first byte (screen readers, the browser's fonts)
      expect(res.text).toContain(`<html lang="${link === thaiLink ? 'th' : 'en'}"`);
      expect(res.headers.get('vary')).toContain('cookie');
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    const get = await shop.request('/');
    const head = await shop.request('/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.text).toBe('');
    expect((await shop.request('/robots.txt', { method: 'HEAD' })).status).toBe(200);
  });

  it('keeps the 404 envelope for unknown API paths, images, built files and switched-off helpers', async () => {
    for (const url of ['/api/v1/nothing-here', '/api', '/images/none.png', '/assets/gone-1234.js', '/sandbox/pay/x', '/dev/nothing']) {
      const res = await shop.request(url, { headers: { accept: 'text/html,*/*' } });
      expect(res.status, url).toBe(404);
      expect(res.body, url).toMatchObject({ responseCode: '404' });
    }
    const post = await shop.request('/categories/dog-food', { method: 'POST', json: {} });
    expect(post.status).toBe(404);
  });

  it("sends /cart on to the cart, the checkout's step 1, keeping its query (decision 0057)", async () => {
    for (const [url, to] of [
      ['/cart', '/cart/checkout'],
      ['/cart/', '/cart/checkout'],
      ['/cart?lang=en', '/cart/checkout?lang=en'],
    ]) {
      const res = await shop.request(url!, { redirect: 'manual' });
      expect(res.status, url).toBe(302);
      expect(res.headers.get('location'), url).toBe(to);
    }
  });

  it('tells crawlers where the sitemap is and keeps them out of the API, member pages and checkout', async () => {
    const res = await shop.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.text).toContain('Sitemap: https://shop.example/sitemap.xml');
    for (const line of ['Disallow: /api/', 'Disallow: /user/', 'Disallow: /cart', 'Disallow: /dev/']) expect(res.text).toContain(line);
  });

  it('lists categories, brands and products in Thai and English, each naming the other language', async () => {
    const res = await shop.request('/sitemap.xml', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = res.text;
    const brands = (await shop.request('/api/v1/brand')).body.result as { seoUrl: string }[];
    const list = await shop.request('/api/v1/products?limit=100');
    expect(brands.length).toBeGreaterThan(0);
    for (const brand of brands) expect(xml).toContain(`<loc>https://shop.example/brands/${encodeURIComponent(brand.seoUrl)}?lang=en</loc>`);
    for (const item of list.body.result as { productId: number }[]) {
      expect(xml).toContain(`<loc>https://shop.example/th/product/${item.productId}</loc>`);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/en/product/${item.productId}"/>`);
    }
    expect(xml).toMatch(/<loc>https:\/\/shop\.example\/categories\/[^<]+\?lang=th<\/loc>/);
    // every product a shopper can buy, none that is only given away
    const products = xml.match(/<loc>https:\/\/shop\.example\/th\/product\/\d+<\/loc>/g) ?? [];
    expect(products).toHaveLength(list.body.totalRecord);
  });

  it('asks browsers to upgrade to https when the shop is served over https', async () => {
    const res = await shop.request('/');
    expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});

describe('a shop opened over http by its network address', () => {
  let shop: TestServer;
  beforeAll(async () => {
    shop = await startTestServer({ PUBLIC_URL: 'http://192.168.1.20:3000' });
  });
  afterAll(() => shop.close());

  it('does not ask for its scripts and styles over https, which would leave the page blank', async () => {
    const res = await shop.request('/api/v1/categories');
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});
