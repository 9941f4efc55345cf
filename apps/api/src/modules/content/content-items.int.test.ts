import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import { contentArticleSchema, contentListItemSchema, contentPageSchema, homeBannerSchema } from '@pawsook/shared/schemas/content-items';
import { signedInMember } from '../../../test/members-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { contentItems } from './content-items.tables';

let server: TestServer;
let member: { authorization: string };
beforeAll(async () => {
  server = await startTestServer({ DEMO_DATA: 'true', RATE_LIMIT_PER_MINUTE: '1000000' });
  member = (await signedInMember(server)).auth;
});
afterAll(() => server.close());

type Item = { slug: string; typeId: number; publishedAt: string };

describe('GET /api/v1/content', () => {
  it('lists the published articles of every type, newest first, with the total', async () => {
    const res = await server.request('/api/v1/content');
    expect(res.status, res.text).toBe(200);
    expect(envelopeSchema(z.array(contentListItemSchema)).extend({ totalRecord: z.number() }).parse(res.body)).toEqual(res.body);
    const items = res.body.result as Item[];
    expect(new Set(items.map((i) => i.typeId))).toEqual(new Set([1, 2, 3, 4]));
    expect(res.body.totalRecord).toBe(items.length);
    expect(items.map((i) => i.publishedAt)).toEqual([...items.map((i) => i.publishedAt)].sort().reverse());
    // the demo's draft is nobody's to read
    expect(items.map((i) => i.slug)).not.toContain('bird-care-basics');
  });

  it('keeps to a tab and pages', async () => {
    const news = (await server.request('/api/v1/content?type=4')).body;
    expect(news.result.every((i: Item) => i.typeId === 4)).toBe(true);
    const first = (await server.request('/api/v1/content?type=0&page=1&limit=2')).body;
    const second = (await server.request('/api/v1/content?type=0&page=2&limit=2')).body;
    expect(first.result).toHaveLength(2);
    expect(second.totalRecord).toBe(first.totalRecord);
    expect(second.result[0].slug).not.toBe(first.result[0].slug);
  });

  it('refuses a tab that does not exist, in the caller’s language', async () => {
    const res = await server.request('/api/v1/content?type=5', { lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toEqual([{ type: expect.any(String) }]);
  });
});

describe('GET /api/v1/content/{slug}', () => {
  it('gives an article with its body in both languages', async () => {
    const res = await server.request('/api/v1/content/cat-water-tips');
    expect(res.status, res.text).toBe(200);
    expect(envelopeSchema(contentArticleSchema).parse(res.body)).toEqual(res.body);
    expect(res.body.result).toMatchObject({ typeId: 2, bodyWithheld: false, bodyTh: expect.stringContaining('<ol>'), bodyEn: expect.stringContaining('<ol>') });
  });

  it('withholds a members-only body from a visitor and gives it to a member', async () => {
    const visitor = await server.request('/api/v1/content/members-coin-week');
    expect(visitor.status).toBe(200);
    expect(visitor.body.result).toMatchObject({ membersOnly: true, bodyWithheld: true, bodyTh: null, bodyEn: null, titleEn: 'Double-coin week for members' });
    const expired = await server.request('/api/v1/content/members-coin-week', { headers: { authorization: 'Bearer not-a-session' } });
    expect(expired.body.result.bodyWithheld).toBe(true);
    const signedIn = await server.request('/api/v1/content/members-coin-week', { headers: member });
    expect(signedIn.body.result).toMatchObject({ bodyWithheld: false, bodyEn: expect.stringContaining('double coins') });
  });

  it('does not show a draft, an archived article, or one whose time has not come', async () => {
    expect((await server.request('/api/v1/content/bird-care-basics', { headers: member })).status).toBe(404);
    const db = server.app.database.db;
    await db.update(contentItems).set({ status: 'archived' }).where(eq(contentItems.slug, 'first-aquarium'));
    expect((await server.request('/api/v1/content/first-aquarium')).status).toBe(404);
    await db
      .update(contentItems)
      .set({ status: 'published', publishedAt: new Date(Date.now() + 60 * 60 * 1000) })
      .where(eq(contentItems.slug, 'first-aquarium'));
    expect((await server.request('/api/v1/content/first-aquarium')).status).toBe(404);
    const listed = (await server.request('/api/v1/content?limit=50')).body.result as Item[];
    expect(listed.map((i) => i.slug)).not.toContain('first-aquarium');
  });

  it('answers 404 for an unknown article and 400 for a slug that cannot be one', async () => {
    expect((await server.request('/api/v1/content/no-such-article')).status).toBe(404);
    expect((await server.request('/api/v1/content/Not%20A%20Slug')).status).toBe(400);
  });
});

describe('GET /api/v1/content/home-banners and /pages/{page}', () => {
  it('gives the home banners in their order, each with its picture', async () => {
    const res = await server.request('/api/v1/content/home-banners');
    expect(res.status).toBe(200);
    expect(envelopeSchema(z.array(homeBannerSchema)).parse(res.body)).toEqual(res.body);
    expect(res.body.result.map((b: { titleEn: string }) => b.titleEn)).toEqual(['Everything your pet needs', 'Give food to shelter animals']);
    for (const banner of res.body.result) expect((await server.request(banner.image)).status, banner.image).toBe(200);
  });

  it('gives the promotions and privileges pages, members-only bodies for members only', async () => {
    for (const page of ['promotions', 'privileges']) {
      const visitor = await server.request(`/api/v1/content/pages/${page}`);
      expect(visitor.status).toBe(200);
      expect(envelopeSchema(contentPageSchema).parse(visitor.body)).toEqual(visitor.body);
      const items = visitor.body.result.items as { membersOnly: boolean; bodyWithheld: boolean; bodyEn: string | null }[];
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(items.filter((i) => i.membersOnly).every((i) => i.bodyWithheld && i.bodyEn === null)).toBe(true);
      const signedIn = (await server.request(`/api/v1/content/pages/${page}`, { headers: member })).body.result.items as typeof items;
      expect(signedIn.every((i) => !i.bodyWithheld && i.bodyEn)).toBe(true);
    }
    expect((await server.request('/api/v1/content/pages/faq')).status).toBe(400);
  });
});
