import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { contentItems } from '../modules/content/content-items.tables';

// a built app of its own, so the test does not depend on whether `npm run build` ran before it
const INDEX_HTML = `<!doctype html><html lang="th"><head><meta name="description" content="shop" /><title>Pawsook</title></head><body><div id="root"></div></body></html>`;

/** A crawler's request: LINE and Facebook send `*\/*` and run no script. */
const CRAWLER = { headers: { accept: '*/*', 'user-agent': 'facebookexternalhit/1.1' } };

describe("an article's page for link previews (decision 0042)", () => {
  let shop: TestServer;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'pawsook-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
    shop = await startTestServer({ PUBLIC_URL: 'https://shop.example', DEMO_DATA: 'true' }, { webDistDir });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('gives the article’s title, summary, cover and address as Open Graph tags of an article, in Thai', async () => {
    const res = await shop.request('/content/cat-water-tips', CRAWLER);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toContain('<html lang="th"');
    expect(res.text).toContain('<title>5 วิธีให้แมวดื่มน้ำมากขึ้น | Pawsook</title>');
    expect(res.text).toContain('<meta property="og:title" content="5 วิธีให้แมวดื่มน้ำมากขึ้น | Pawsook" />');
    expect(res.text).toContain('<meta property="og:description" content="แมวหลายตัวดื่มน้ำน้อย ลองวิธีง่าย ๆ เหล่านี้" />');
    expect(res.text).toContain('<meta property="og:image" content="https://shop.example/images/category/cat.webp" />');
    expect(res.text).toContain('<meta property="og:url" content="https://shop.example/content/cat-water-tips" />');
    expect(res.text).toContain('<meta property="og:type" content="article" />');
    expect(res.text.match(/name="description"/g)).toHaveLength(1);
    expect(res.text).toContain('<div id="root">');
  });

  it('gives the English tags for ?lang=en, the app’s own language switch', async () => {
    const res = await shop.request('/content/cat-water-tips?lang=en', CRAWLER);
    expect(res.text).toContain('<html lang="en"');
    expect(res.text).toContain('<title>5 ways to help your cat drink more | Pawsook</title>');
    expect(res.text).toContain('<meta property="og:url" content="https://shop.example/content/cat-water-tips?lang=en" />');
    expect(res.text).toContain('<meta property="og:locale" content="en_US" />');
  });

  it('escapes what staff wrote', async () => {
    const db = shop.app.database.db;
    await db
      .update(contentItems)
      .set({ titleEn: 'Fish & "chips" <script>alert(1)</script>', summaryEn: "It's <b>bold</b>" })
      .where(eq(contentItems.slug, 'first-aquarium'));
    const res = await shop.request('/content/first-aquarium?lang=en', CRAWLER);
    expect(res.text).toContain('<title>Fish &amp; &quot;chips&quot; &lt;script&gt;alert(1)&lt;/script&gt; | Pawsook</title>');
    expect(res.text).toContain('<meta property="og:description" content="It&#39;s &lt;b&gt;bold&lt;/b&gt;" />');
    expect(res.text).not.toContain('<script>alert(1)</script>');
  });

  it('takes the description from the body when there is no summary', async () => {
    const db = shop.app.database.db;
    await db.update(contentItems).set({ summaryTh: '', summaryEn: '' }).where(eq(contentItems.slug, 'picks-for-small-pets'));
    const res = await shop.request('/content/picks-for-small-pets?lang=en', CRAWLER);
    expect(res.text).toContain('<meta property="og:description" content="Dust-free bedding Timothy hay for rabbits Tunnels and hideouts" />');
  });

  it('gives only the title and summary of a members-only article, never its body', async () => {
    const res = await shop.request('/content/members-coin-week?lang=en', CRAWLER);
    expect(res.text).toContain('<meta property="og:title" content="Double-coin week for members | Pawsook" />');
    expect(res.text).toContain('<meta property="og:description" content="Members earn double coins for reviews this week." />');
    expect(res.text).not.toContain('with a photo');
    // nor without a summary: then the title stands in for it
    await shop.app.database.db.update(contentItems).set({ summaryTh: '', summaryEn: '' }).where(eq(contentItems.slug, 'members-coin-week'));
    const bare = await shop.request('/content/members-coin-week?lang=en', CRAWLER);
    expect(bare.text).toContain('<meta property="og:description" content="Double-coin week for members" />');
    expect(bare.text).not.toContain('with a photo');
  });

  it('gives the plain page for an unknown article, a draft, or an address that is no article', async () => {
    for (const url of ['/content/no-such-article', '/content/bird-care-basics', '/content/Not_A_Slug', '/content']) {
      const res = await shop.request(url, CRAWLER);
      expect(res.status, url).toBe(200);
      expect(res.text, url).toBe(INDEX_HTML);
    }
  });

  it('keeps the product pages’ own tags', async () => {
    const list = await shop.request('/api/v1/products?limit=1', { lang: 'en' });
    const product = list.body.result[0];
    const res = await shop.request(`/en/product/${product.productId}`, CRAWLER);
    expect(res.text).toContain('<meta property="og:type" content="product" />');
  });
});
