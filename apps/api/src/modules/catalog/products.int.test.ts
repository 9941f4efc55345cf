import { mkdtempSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogFixture } from '../../../test/catalog-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { productSkus, products } from './catalog.tables';

let server: TestServer;

const webDistDir = mkdtempSync(path.join(tmpdir(), 'pawsook-web-'));
writeFileSync(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><html lang="th"><head><meta name="description" content="shop" /><title>Pawsook</title></head><body><div id="root"></div></body></html>',
);

beforeAll(async () => {
  server = await startTestServer({ DEMO_DATA: 'false', RATE_LIMIT_PER_MINUTE: '100000', PUBLIC_URL: 'https://shop.test' }, { webDistDir });
  await loadCatalogFixture(server.app.database);
  const db = server.app.database.db;
  await db.update(products).set({ soldCount: 0 });
  await db.update(products).set({ soldCount: 40 }).where(eq(products.id, 103));
  await db.update(products).set({ soldCount: 90 }).where(eq(products.id, 102));
  await server.app.liveCatalog.settle();
});
afterAll(() => server.close());

const ids = (res: { body: { result: { productId: number }[] } }) => res.body.result.map((p) => p.productId);
const list = (query = '', lang: 'th' | 'en' = 'th') => server.request(`/api/v1/products${query}`, { lang });

describe('GET /api/v1/products', () => {
  it('lists displayable products newest first, with totalRecord, leaving out hidden ones', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([102, 101, 104, 103, 106, 107]);
    expect(res.body.totalRecord).toBe(6);
  });

  it('describes each product with the cart line’s field names and the cheapest SKU that can be bought', async () => {
    const res = await list('?keyword=mini');
    expect(res.body.result[0]).toMatchObject({
      productId: 101,
      skuId: expect.any(Number),
      productNameTh: 'รอยัล คานิน อาหารสุนัขพันธุ์เล็ก สูตรสุนัขโต',
      productNameEn: 'Royal Canin Mini Adult Dry Dog Food',
      mainImage: 'product/101.svg',
      price: 235,
      specialPrice: null,
      sellPrice: 235,
      totalProduct: 20,
      displayStatus: 'active',
      isProductVariant: true,
      productChoice: { choiceNameDisplayTh: '400 กรัม', choiceNameDisplayEn: '400 g' },
      brandNameEn: 'Royal Canin',
      inStock: true,
      isRecommend: true,
      isSpecialPrice: true,
      receiveCoin: 4,
    });
  });

  it('pages', async () => {
    const first = await list('?limit=4&page=1');
    const second = await list('?limit=4&page=2');
    expect(ids(first)).toEqual([102, 101, 104, 103]);
    expect(ids(second)).toEqual([106, 107]);
    expect(second.body.totalRecord).toBe(6);
    expect(ids(await list('?limit=4&page=9'))).toEqual([]);
  });

  it('filters by category and brand, by id or slug, with the catch-all category listing every regular product', async () => {
    expect(ids(await list('?category=900000881'))).toEqual([102, 107]);
    expect(ids(await list('?category=cat'))).toEqual([102, 107]);
    expect(ids(await list('?category=pet-supplies'))).toEqual([102, 101, 104, 103, 107]);
    expect(ids(await list('?brand=smartheart'))).toEqual([102, 106, 107]);
    expect(ids(await list('?brand=1&category=dog'))).toEqual([101, 104, 103]);
  });

  it('filters by pet type, age (all-ages products fit every age) and price paid now', async () => {
    expect(ids(await list('?petType=cat'))).toEqual([102, 107]);
    expect(ids(await list('?age=baby'))).toEqual([102, 103]);
    expect(ids(await list('?minPrice=100&maxPrice=200'))).toEqual([102, 104]);
    expect(ids(await list('?maxPrice=1'))).toEqual([107]);
  });

  it.each([
    ['recommend', [101]],
    ['new-product', [102]],
    ['special-price', [101]],
    ['clearance', [103]],
    ['flash-sale', [102]],
    ['best-seller', [102, 103]],
    ['donation-product', [106]],
    ['free', [107]],
  ])('lists %s', async (name, expected) => {
    expect(ids(await list(`?list=${name}`))).toEqual(expected);
  });

  it('gives a flash sale its end time', async () => {
    const [flash] = (await list('?list=flash-sale')).body.result;
    expect(new Date(flash.flashSaleEndAt).getTime()).toBeGreaterThan(Date.now() + 4 * 3600_000);
  });

  it('sorts by price and by sales', async () => {
    expect(ids(await list('?sort=price-asc'))).toEqual([107, 103, 102, 104, 101, 106]);
    expect(ids(await list('?sort=price-desc'))).toEqual([106, 101, 104, 102, 103, 107]);
    expect(ids(await list('?sort=best-seller')).slice(0, 2)).toEqual([102, 103]);
  });

  it('searches Thai text without spaces, English in any case, and ranks what can be bought, then name matches before brand matches', async () => {
    expect(ids(await list(`?keyword=${encodeURIComponent('สุนัขพันธุ์เล็ก')}`))).toEqual([101]);
    expect(ids(await list(`?keyword=${encodeURIComponent('อาหาร')}`))).toEqual(expect.arrayContaining([101, 102, 106]));
    expect(ids(await list('?keyword=RUBBER%20ball'))).toEqual([103]);
    // "royal" is in product 101's name and is the brand of 103 and 104: the name match comes first,
    // the sold-out bandana (104) last although it is newer than the ball (decision 0043)
    expect(ids(await list('?keyword=royal'))).toEqual([101, 103, 104]);
    expect(ids(await list(`?keyword=${encodeURIComponent('แมว')}&category=dog`))).toEqual([]);
    expect((await list('?keyword=zzzz')).body).toMatchObject({ result: [], totalRecord: 0 });
  });

  it('refuses bad filters with field messages', async () => {
    const res = await list('?petType=cow&limit=1000&minPrice=500&maxPrice=100', 'en');
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toEqual(
      expect.arrayContaining([{ petType: 'Must be one of: dog, cat, fish, bird, small-pet' }, { limit: 'Must be at most 100' }]),
    );
    const range = await list('?minPrice=500&maxPrice=100', 'en');
    expect(range.body.errorMessage).toEqual([{ maxPrice: 'Please enter correct information.' }]);
  });

  it('shows a changed price or stock at once', async () => {
    const db = server.app.database.db;
    const [cheapest] = await db.select().from(productSkus).where(eq(productSkus.productId, 103));
    await db.update(productSkus).set({ priceSatang: 5_000 }).where(eq(productSkus.id, cheapest!.id));
    await server.app.liveCatalog.settle();
    expect((await list('?keyword=rubber')).body.result[0].price).toBe(50);
    await db.update(productSkus).set({ stock: 0 }).where(eq(productSkus.id, cheapest!.id));
    await server.app.liveCatalog.settle();
    expect((await list('?keyword=rubber')).body.result[0]).toMatchObject({ inStock: false, totalProduct: 0 });
    // stock alone comes with its figure: several changes at once end on the last one
    for (const stock of [5, 3, 5, 7]) await db.update(productSkus).set({ stock }).where(eq(productSkus.id, cheapest!.id));
    await server.app.liveCatalog.settle();
    expect((await list('?keyword=rubber')).body.result[0]).toMatchObject({ inStock: true, totalProduct: 7 });
    // price and stock together: the product is read again
    await db.update(productSkus).set({ priceSatang: 9_900, stock: 20 }).where(eq(productSkus.id, cheapest!.id));
    await server.app.liveCatalog.settle();
    expect((await list('?keyword=rubber')).body.result[0]).toMatchObject({ price: 99, totalProduct: 20 });
  });

  it('drops a product from listings when it is hidden', async () => {
    const db = server.app.database.db;
    await db
      .update(products)
      .set({ displayStatus: 'inactive' })
      .where(inArray(products.id, [104]));
    await server.app.liveCatalog.settle();
    expect(ids(await list())).not.toContain(104);
    await db
      .update(products)
      .set({ displayStatus: 'active' })
      .where(inArray(products.id, [104]));
    await server.app.liveCatalog.settle();
    expect(ids(await list())).toContain(104);
  });
});

describe('GET /api/v1/products/{productId}', () => {
  it('gives the product with every active SKU, images and stock state', async () => {
    const res = await server.request('/api/v1/products/101');
    expect(res.status).toBe(200);
    const p = res.body.result;
    expect(p).toMatchObject({
      productId: 101,
      descriptionEn: 'Product details',
      images: ['product/101.svg'],
      categorySeoUrlSlug: 'dog',
      brandSeoUrl: 'royal-canin',
      stockState: 'in-stock',
      reviewSummary: { average: 0, count: 0 },
      donationPlaces: [],
    });
    expect(p.skus.map((s: { price: number; specialPrice: number | null; totalProduct: number }) => [s.price, s.specialPrice, s.totalProduct])).toEqual([
      [235, null, 20],
      [865, 735, 20],
      [2890, null, 0],
    ]);
    expect(p.skus[1]).toMatchObject({ skuCode: expect.any(String), sellPrice: 735, productChoice: { choiceNameDisplayEn: '2 kg' } });
  });

  it('marks sold-out and hidden products', async () => {
    expect((await server.request('/api/v1/products/104')).body.result.stockState).toBe('out-of-stock');
    const hidden = (await server.request('/api/v1/products/105')).body.result;
    expect(hidden).toMatchObject({ stockState: 'not-displayed', displayStatus: 'inactive' });
  });

  it('lists the active donation places of a donation product with region names in the request language', async () => {
    const th = (await server.request('/api/v1/products/106')).body.result;
    expect(th.isDonation).toBe(true);
    expect(th.donationPlaces).toEqual([
      expect.objectContaining({
        id: 501,
        receiveName: 'คุณสมศรี ใจบุญ',
        province: 'กรุงเทพมหานคร',
        district: 'เขตพระนคร',
        subDistrict: 'พระบรมมหาราชวัง',
        postelCode: '10200',
      }),
    ]);
    const en = (await server.request('/api/v1/products/106', { lang: 'en' })).body.result;
    expect(en.donationPlaces[0]).toMatchObject({ province: 'Bangkok', district: 'Khet Phra Nakhon' });
  });

  it('answers 404 for an unknown product and 400 for a bad id', async () => {
    const missing = await server.request('/api/v1/products/999999', { lang: 'en' });
    expect(missing.status).toBe(404);
    expect(missing.body.errorMessage).toBe('The requested item could not be found.');
    expect((await server.request('/api/v1/products/abc')).status).toBe(400);
  });

  it('answers a repeated call from the cache with the same answer, headers and rate limit', async () => {
    // a donation product: its donation places are named in the request's language
    const first = await server.request('/api/v1/products/106', { lang: 'en' });
    const again = await server.request('/api/v1/products/106', { lang: 'en' });
    const thai = await server.request('/api/v1/products/106', { lang: 'th' });
    expect(again.text).toBe(first.text);
    expect(thai.text).not.toBe(first.text);
    for (const res of [first, again]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-ratelimit-remaining')).not.toBeNull();
    }
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(Number(again.headers.get('x-ratelimit-remaining'))).toBeLessThan(Number(first.headers.get('x-ratelimit-remaining')));
  });

  it('sends lists and products gzipped to clients that take gzip, computed or cached, and plain JSON to others', async () => {
    for (const path of ['/api/v1/products?limit=50', '/api/v1/products/101']) {
      // twice each: the first answer is worked out, the second comes from the cache
      for (let i = 0; i < 2; i++) {
        const plain = await rawGet(path, {});
        const refused = await rawGet(path, { 'accept-encoding': 'gzip;q=0, deflate' });
        const zipped = await rawGet(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(refused.headers['content-encoding']).toBeUndefined();
        expect(zipped.headers['content-encoding']).toBe('gzip');
        for (const res of [plain, refused, zipped]) {
          expect(res.status).toBe(200);
          expect(res.headers.vary).toBe('accept-encoding');
          expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(Number(res.headers['content-length'])).toBe(res.body.length);
        }
        expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
        expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
        expect(refused.body.equals(plain.body)).toBe(true);
      }
    }
  });
});

/** A GET as sent, with no decoding by the client (fetch would unzip and hide the encoding). */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpGet(server.url + path, { headers: { lang: 'th', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

describe('product pages as the server sends them', () => {
  it('carry the product’s title, description and Open Graph tags in the page language', async () => {
    const th = await server.request('/th/product/101', { headers: { accept: 'text/html' } });
    expect(th.status).toBe(200);
    expect(th.text).toContain('<title>รอยัล คานิน อาหารสุนัขพันธุ์เล็ก สูตรสุนัขโต | รอยัล คานิน | Pawsook</title>');
    expect(th.text).toContain('<meta property="og:image" content="https://shop.test/images/product/101.svg" />');
    expect(th.text).toContain('<meta property="og:url" content="https://shop.test/th/product/101" />');
    const en = await server.request('/en/product/101', { headers: { accept: 'text/html' } });
    expect(en.text).toContain('<html lang="en"');
    expect(en.text).toContain('<meta property="og:title" content="Royal Canin Mini Adult Dry Dog Food | Royal Canin | Pawsook" />');
  });

  it('the home page has its banner preloaded; other pages do not', async () => {
    const home = await server.request('/', { headers: { accept: 'text/html' } });
    expect(home.text).toContain('<link rel="preload" as="image" href="/images/banner/home-hero.webp" fetchpriority="high" /></head>');
    const product = await server.request('/th/product/101', { headers: { accept: 'text/html' } });
    expect(product.text).not.toContain('rel="preload"');
  });

  it('fall back to the app’s page for unknown or hidden products', async () => {
    const res = await server.request('/en/product/105', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Pawsook</title>');
  });
});

describe('GET /api/v1/donation-places', () => {
  it('lists the active places', async () => {
    const res = await server.request('/api/v1/donation-places', { lang: 'en' });
    expect(res.body.result.map((p: { id: number }) => p.id)).toEqual([501]);
    expect(res.body.result[0]).toMatchObject({ nameEn: 'Home for Dogs and Cats Foundation', subDistrict: 'Phra Borom Maha Ratchawang' });
  });
});
