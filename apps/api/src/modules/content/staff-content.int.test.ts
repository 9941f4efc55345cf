import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_PHOTO_MAX_BYTES } from '@pawsook/shared/schemas/reviews';
import { STAFF_ROLES, type StaffRole } from '@pawsook/shared/staff/staff-roles';
import { signedInMember } from '../../../test/members-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { staffAuditLog } from '../audit/audit.tables';

const SCRIPT_TOKEN = 'staff-token-for-content-0123456789abcdef';
const staff = { authorization: `Bearer ${SCRIPT_TOKEN}` };
/** the demo shop's people (demo data), one of each role */
const DEMO_STAFF: Record<StaffRole, string> = {
  owner: 'owner@pawsook.example',
  manager: 'manager@pawsook.example',
  operator: 'packer@pawsook.example',
  support: 'support@pawsook.example',
  content: 'content@pawsook.example',
};
let server: TestServer;
let dataDir: string;
const people = {} as Record<StaffRole, { authorization: string }>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'pawsook-content-'));
  server = await startTestServer({ DEMO_DATA: 'true', STAFF_API_TOKEN: SCRIPT_TOKEN, RATE_LIMIT_PER_MINUTE: '1000000' }, { dataDir });
  for (const role of STAFF_ROLES) {
    const res = await server.request('/api/v1/staff/auth/signin', { method: 'POST', json: { email: DEMO_STAFF[role], password: 'Pawsook#2026' } });
    expect(res.status, res.text).toBe(200);
    people[role] = { authorization: `Bearer ${res.body.result.token}` };
  }
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const news = (overrides: Record<string, unknown> = {}) => ({
  placement: 'article',
  typeId: 4,
  slug: 'rainy-season-paws',
  titleTh: 'ดูแลอุ้งเท้าหน้าฝน',
  titleEn: 'Paw care in the rainy season',
  summaryTh: 'เช็ดเท้าให้แห้งทุกครั้ง',
  summaryEn: 'Dry the paws every time.',
  bodyTh: '<p>เช็ดเท้าให้แห้ง</p>',
  bodyEn: '<p>Dry the paws.</p>',
  ...overrides,
});

const create = (body: unknown, headers = staff) => server.request('/api/v1/staff/content', { method: 'POST', headers, json: body, lang: 'en' });
const move = (id: number, to: 'publish' | 'unpublish' | 'archive', json: unknown = {}) =>
  server.request(`/api/v1/staff/content/${id}/${to}`, { method: 'POST', headers: staff, json, lang: 'en' });

function imageForm(bytes: Buffer | string, { field = 'file', name = 'picture.png', type = 'image/png' } = {}): FormData {
  const form = new FormData();
  form.append(field, new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name);
  form.append('alt', 'a cat');
  return form;
}
const upload = (form: FormData, headers: Record<string, string> = staff, lang: 'th' | 'en' = 'en') =>
  server.request('/api/v1/upload/text-editor-file', { method: 'POST', headers, body: form, lang });
const picture = (format: 'png' | 'jpeg' | 'gif' | 'webp') => {
  const drawn = sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 120, b: 40 } } });
  return drawn[format]().toBuffer();
};

describe('content in the back office', () => {
  it('a news post is written as a draft, never public until published, then shown to everyone', async () => {
    const created = await create(news());
    expect(created.status, created.text).toBe(200);
    const item = created.body.result;
    expect(item).toMatchObject({ status: 'draft', publishedAt: null, slug: 'rainy-season-paws', bodyEn: '<p>Dry the paws.</p>' });
    expect((await server.request('/api/v1/content/rainy-season-paws')).status).toBe(404);
    expect(((await server.request('/api/v1/content?type=4&limit=50')).body.result as { slug: string }[]).map((i) => i.slug)).not.toContain('rainy-season-paws');

    const published = await move(item.id, 'publish');
    expect(published.status, published.text).toBe(200);
    expect(published.body.result).toMatchObject({ status: 'published', publishedAt: expect.any(String) });
    const article = await server.request('/api/v1/content/rainy-season-paws');
    expect(article.body.result).toMatchObject({ titleTh: 'ดูแลอุ้งเท้าหน้าฝน', bodyEn: '<p>Dry the paws.</p>', bodyWithheld: false });

    expect((await move(item.id, 'publish')).status).toBe(409);
    expect((await move(item.id, 'unpublish')).body.result.status).toBe('draft');
    expect((await server.request('/api/v1/content/rainy-season-paws')).status).toBe(404);
    expect((await move(item.id, 'archive')).body.result.status).toBe('archived');
    const refused = await move(item.id, 'publish');
    expect(refused.status).toBe(409);
    expect(refused.body.errorMessage).toBe('This item cannot be moved that way from its current status.');

    const entries = await server.app.database.db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(like(staffAuditLog.target, `content ${item.id} %`))
      .orderBy(staffAuditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['content.manage:create', 'content.manage:publish', 'content.manage:unpublish', 'content.manage:archive']);
  });

  it('a publication from a later time waits for it', async () => {
    const { id } = (await create(news({ slug: 'coming-soon' }))).body.result;
    const later = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    expect((await move(id, 'publish', { publishedAt: later })).body.result.publishedAt).toBe(later);
    expect((await server.request('/api/v1/content/coming-soon')).status).toBe(404);
  });

  it('strips script tags, on* attributes, javascript: links and foreign images from a body', async () => {
    const body =
      '<p onmouseover="steal()">Hello<script>alert(document.cookie)</script></p>' +
      '<a href="javascript:alert(1)" onclick="x()">click</a><img src="https://evil.example/x.png" onerror="alert(1)">' +
      '<iframe src="https://evil.example"></iframe><a href="https://example.com/">out</a>';
    const created = await create(news({ slug: 'sanitised', bodyTh: body, bodyEn: body }));
    expect(created.status, created.text).toBe(200);
    const expected = '<p>Hello</p><a>click</a><a href="https://example.com/" target="_blank" rel="noopener noreferrer">out</a>';
    expect(created.body.result.bodyEn).toBe(expected);
    const changed = await server.request(`/api/v1/staff/content/${created.body.result.id}`, {
      method: 'PATCH',
      headers: staff,
      json: { bodyTh: '<h1 style="x">T</h1><script>1</script>' },
    });
    expect(changed.body.result).toMatchObject({ bodyTh: '<h2>T</h2>', bodyEn: expected });
  });

  it('withholds a members-only article’s body from a visitor and gives it to a member', async () => {
    const { id } = (await create(news({ slug: 'members-secret', membersOnly: true, bodyEn: '<p>Only for members.</p>' }))).body.result;
    await move(id, 'publish');
    const visitor = (await server.request('/api/v1/content/members-secret')).body.result;
    expect(visitor).toMatchObject({ titleEn: 'Paw care in the rainy season', bodyEn: null, bodyTh: null, bodyWithheld: true });
    const member = await signedInMember(server);
    expect((await server.request('/api/v1/content/members-secret', { headers: member.auth })).body.result).toMatchObject({
      bodyEn: '<p>Only for members.</p>',
      bodyWithheld: false,
    });
    // a staff token is no member's
    expect((await server.request('/api/v1/content/members-secret', { headers: staff })).body.result.bodyWithheld).toBe(true);
  });

  it('banners and page items join their place in order; a members-only banner for members only', async () => {
    const banner = await create({
      placement: 'home-banner',
      titleTh: 'แบนเนอร์',
      titleEn: 'First banner',
      coverImage: '/images/category/dog.svg',
      linkUrl: '/promotion',
      sortOrder: 0,
      membersOnly: true,
    });
    expect(banner.status, banner.text).toBe(200);
    await move(banner.body.result.id, 'publish');
    const titles = async (headers = {}) =>
      ((await server.request('/api/v1/content/home-banners', { headers })).body.result as { titleEn: string }[]).map((b) => b.titleEn);
    expect(await titles()).not.toContain('First banner');
    expect((await titles((await signedInMember(server)).auth))[0]).toBe('First banner');

    const promo = await create({ placement: 'promotions-page', titleTh: 'ลด', titleEn: 'Rainy week', sortOrder: 99 });
    await move(promo.body.result.id, 'publish');
    const items = (await server.request('/api/v1/content/pages/promotions')).body.result.items as { titleEn: string }[];
    expect(items.at(-1)!.titleEn).toBe('Rainy week');
  });

  it('refuses a body of the wrong shape, in the caller’s language, and changes nothing', async () => {
    const noSlug = await create(news({ slug: null }));
    expect(noSlug.status).toBe(400);
    expect(noSlug.body.errorMessage).toEqual([{ slug: 'Please fill data' }]);
    const badSlug = await server.request('/api/v1/staff/content', { method: 'POST', headers: staff, json: news({ slug: 'Home Banners!' }), lang: 'th' });
    expect(badSlug.body.errorMessage).toEqual([{ slug: 'ใช้ตัวอักษรภาษาอังกฤษตัวพิมพ์เล็ก ตัวเลข หรือขีดกลางทีละตัว 3–80 ตัว (ห้ามใช้ home-banners หรือ pages)' }]);
    expect((await create(news({ slug: 'home-banners' }))).status).toBe(400);
    const video = await create(news({ typeId: 3, slug: 'a-video' }));
    expect(video.body.errorMessage).toEqual([{ videoUrl: 'Please fill data' }]);
    expect((await create(news({ typeId: 3, slug: 'a-video', videoUrl: 'https://evil.example/watch?v=abcdefgh' }))).status).toBe(400);
    expect((await create({ placement: 'home-banner', titleTh: 'ก', titleEn: 'A' })).body.errorMessage).toEqual([{ coverImage: 'Please fill data' }]);
    expect((await create(news({ slug: 'linky', coverImage: 'https://evil.example/a.png' }))).status).toBe(400);
    expect(
      (await create({ placement: 'home-banner', titleTh: 'ก', titleEn: 'A', coverImage: '/images/banner/home-hero.svg', linkUrl: 'javascript:alert(1)' }))
        .status,
    ).toBe(400);
    expect(
      (await create({ placement: 'home-banner', titleTh: 'ก', titleEn: 'A', coverImage: '/images/banner/home-hero.svg', linkUrl: '//evil.example' })).status,
    ).toBe(400);

    const taken = await create(news({ slug: 'cat-water-tips' }));
    expect(taken.status).toBe(409);
    expect(taken.body.errorMessage).toEqual([{ slug: 'Another article has this address already.' }]);

    // a change is judged merged with the stored item: a banner has no slug, an article keeps one
    const [demo] = (await server.request('/api/v1/staff/content?placement=article&q=cat-water', { headers: staff })).body.result.items as { id: number }[];
    const noSlugChange = await server.request(`/api/v1/staff/content/${demo!.id}`, { method: 'PATCH', headers: staff, json: { slug: null }, lang: 'en' });
    expect(noSlugChange.status).toBe(400);
    expect((await server.request('/api/v1/content/cat-water-tips')).status).toBe(200);
    const emptyChange = await server.request(`/api/v1/staff/content/${demo!.id}`, { method: 'PATCH', headers: staff, json: {} });
    expect(emptyChange.status).toBe(200);
  });

  it('lists items filtered by placement, type, status and words', async () => {
    const list = async (query: string) => {
      const { items, total } = (await server.request(`/api/v1/staff/content?${query}`, { headers: staff })).body.result;
      return { result: items, totalRecord: total };
    };
    const drafts = await list('status=draft&placement=article&limit=100');
    expect(drafts.result.length).toBeGreaterThan(0);
    expect(drafts.result.every((i: { status: string; placement: string }) => i.status === 'draft' && i.placement === 'article')).toBe(true);
    expect((await list('typeId=2')).result.every((i: { typeId: number }) => i.typeId === 2)).toBe(true);
    expect((await list('q=อุ้งเท้า')).totalRecord).toBeGreaterThan(0);
    expect((await server.request('/api/v1/staff/content?placement=sidebar', { headers: staff })).status).toBe(400);
  });
});

describe('POST /api/v1/upload/text-editor-file', () => {
  it('takes a png, a jpeg and a gif and answers the path of a WebP shown at once', async () => {
    for (const [format, name, type] of [
      ['png', 'a.png', 'image/png'],
      ['jpeg', 'b.jpg', 'image/jpeg'],
      ['gif', 'c.gif', 'image/gif'],
    ] as const) {
      const res = await upload(imageForm(await picture(format), { name, type }), people.content);
      expect(res.status, `${format}: ${res.text}`).toBe(200);
      expect(res.body.result).toMatch(/^\/images\/content\/[A-Za-z0-9_-]+\.webp$/);
      const image = await server.request(res.body.result);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
    }
    const [entry] = await server.app.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'content.manage:upload'))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(entry?.target).toMatch(/^\/images\/content\//);
  });

  it('an uploaded image is kept in a body; one from elsewhere is not', async () => {
    const imagePath = (await upload(imageForm(await picture('png')))).body.result as string;
    const created = await create(news({ slug: 'with-picture', bodyEn: `<p>Look</p><p><img src="${imagePath}" alt="a cat"></p>` }));
    expect(created.body.result.bodyEn).toBe(`<p>Look</p><p><img src="${imagePath}" alt="a cat" /></p>`);
  });

  it('refuses the wrong type, a file too big and a file that is not an image, in the caller’s language', async () => {
    const webp = await upload(imageForm(await picture('webp'), { name: 'a.webp', type: 'image/webp' }));
    expect(webp.status).toBe(400);
    expect(webp.body.errorMessage).toEqual([{ file: 'Images must be .gif, .jpg, .jpeg or .png files.' }]);
    const svg = await upload(imageForm('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', { name: 'a.png' }), staff, 'th');
    expect(svg.status).toBe(400);
    expect(svg.body.errorMessage).toEqual([{ file: 'รูปภาพต้องเป็นไฟล์ .gif, .jpg, .jpeg หรือ .png' }]);
    const text = await upload(imageForm('just some words', { name: 'notes.jpg', type: 'image/jpeg' }));
    expect(text.body.errorMessage).toEqual([{ file: 'Images must be .gif, .jpg, .jpeg or .png files.' }]);
    // a GIF signature in front of something else is not a GIF
    expect((await upload(imageForm('GIF89a not really', { name: 'x.gif', type: 'image/gif' }))).status).toBe(400);

    const huge = Buffer.alloc(REVIEW_PHOTO_MAX_BYTES + 1024);
    (await picture('png')).copy(huge);
    const tooBig = await upload(imageForm(huge), staff, 'th');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.errorMessage).toEqual([{ file: 'รูปภาพต้องมีขนาดไม่เกิน 10 MB' }]);

    const nothing = await upload(new FormData());
    expect(nothing.status).toBe(400);
    expect(nothing.body.errorMessage).toEqual([{ file: 'Please choose an image file.' }]);
    const json = await server.request('/api/v1/upload/text-editor-file', { method: 'POST', headers: staff, json: { file: 'x' } });
    expect(json.status).toBe(415);
  });

  it('is for content.manage only: other roles are refused, a member’s token and no token are signed out', async () => {
    const png = await picture('png');
    const outcomes: Record<string, number> = {};
    for (const role of STAFF_ROLES) outcomes[role] = (await upload(imageForm(png), people[role])).status;
    expect(outcomes).toEqual({ owner: 200, manager: 200, operator: 403, support: 403, content: 200 });
    const member = await signedInMember(server);
    expect((await upload(imageForm(png), member.auth)).status).toBe(401);
    expect((await upload(imageForm(png), {})).status).toBe(401);
  });
});

describe('what the public sees of the staff calls', () => {
  it('an archived demo article goes; unpublished it comes back as a draft', async () => {
    const [row] = (await server.request('/api/v1/staff/content?q=picks-for-small-pets', { headers: staff })).body.result.items as { id: number }[];
    await move(row!.id, 'archive');
    expect((await server.request('/api/v1/content/picks-for-small-pets')).status).toBe(404);
    expect((await move(row!.id, 'unpublish')).body.result.status).toBe('draft');
    expect((await move(row!.id, 'publish')).status).toBe(200);
    expect((await server.request('/api/v1/content/picks-for-small-pets')).status).toBe(200);
  });
});
