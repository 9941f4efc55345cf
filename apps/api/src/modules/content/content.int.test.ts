import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import { contactSchema } from '@pawsook/shared/schemas/content';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { contacts, socialMedia } from './content.tables';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/v1/contact/get-contact', () => {
  it('lists the video channel, website and chat app with bilingual texts and icons', async () => {
    const res = await server.request('/api/v1/contact/get-contact');
    expect(res.status).toBe(200);
    // sent as bytes encoded once per change: exactly the documented fields, as the schema would send them
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(envelopeSchema(z.array(contactSchema)).parse(res.body)).toEqual(res.body);
    const list = res.body.result;
    expect(list.map((c: { id: number }) => c.id)).toEqual([1, 2, 3]);
    for (const c of list) {
      expect(c).toMatchObject({ activeStatus: 'active', url: expect.stringMatching(/^https?:\/\//) });
      expect(c.titleTh && c.titleEn && c.descTh1 && c.descEn1).toBeTruthy();
      const icon = await server.request(`/images/${c.s3PhotoKey}`);
      expect(icon.status, c.s3PhotoKey).toBe(200);
    }
  });
});

describe('GET /api/v1/contact/get-contact after a change', () => {
  it('shows a contact channel changed in the database', async () => {
    const titles = async () => ((await server.request('/api/v1/contact/get-contact')).body.result as { id: number; titleEn: string }[]).map((c) => c.titleEn);
    await server.app.database.db.update(contacts).set({ titleEn: 'Pawsook on video, every day' }).where(eq(contacts.id, 1));
    await expect.poll(titles).toContain('Pawsook on video, every day');
  });
});

describe('GET /api/v1/social-media/get-social-media', () => {
  it('lists Facebook pages for typeId 1 and other channels for typeId 2', async () => {
    const facebook = (await server.request('/api/v1/social-media/get-social-media?typeId=1')).body.result;
    const others = (await server.request('/api/v1/social-media/get-social-media?typeId=2')).body.result;
    expect(facebook.length).toBeGreaterThanOrEqual(11);
    expect(others.length).toBeGreaterThanOrEqual(5);
    for (const s of [...facebook, ...others])
      expect(s).toEqual({ id: expect.any(Number), name: expect.any(String), url: expect.stringMatching(/^https:\/\//) });
    expect(facebook.every((s: { url: string }) => s.url.includes('facebook.com'))).toBe(true);
  });

  it('hides inactive links, and shows them again, as soon as the change is announced', async () => {
    // kept in memory: a change made in the database (by anyone) arrives as a notification
    const ids = async () => ((await server.request('/api/v1/social-media/get-social-media?typeId=2')).body.result as { id: number }[]).map((s) => s.id);
    const [first] = await ids();
    await server.app.database.db.update(socialMedia).set({ activeStatus: 'inactive' }).where(eq(socialMedia.id, first!));
    await expect.poll(ids).not.toContain(first);
    await server.app.database.db.update(socialMedia).set({ activeStatus: 'active' }).where(eq(socialMedia.id, first!));
    await expect.poll(ids).toContain(first);
  });

  it('needs typeId 1 or 2', async () => {
    const missing = await server.request('/api/v1/social-media/get-social-media', { lang: 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body.errorMessage).toEqual([{ typeId: 'Must be one of: 1, 2' }]);
    const wrong = await server.request('/api/v1/social-media/get-social-media?typeId=3');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorMessage).toEqual([{ typeId: 'ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้: 1, 2' }]);
  });
});

describe("the chat-app contact and the shop's LINE official account", () => {
  it('opens LINE_OA_ID’s add-friend page when one is set, whatever LINE address the entry holds', async () => {
    const shop = await startTestServer({ LINE_OA_ID: 'pawsook.shop' });
    try {
      const list = (await shop.request('/api/v1/contact/get-contact')).body.result as { url: string; s3PhotoKey: string }[];
      const chat = list.find((c) => c.s3PhotoKey === 'contact/line.svg');
      expect(chat?.url).toBe('https://line.me/R/ti/p/@pawsook.shop');
      expect(list.filter((c) => c !== chat).every((c) => !c.url.includes('line.me'))).toBe(true);
    } finally {
      await shop.close();
    }
    // without it, the entry as staff wrote it
    const chat = ((await server.request('/api/v1/contact/get-contact')).body.result as { url: string; s3PhotoKey: string }[]).find(
      (c) => c.s3PhotoKey === 'contact/line.svg',
    );
    expect(chat?.url).toBe('https://line.me/R/ti/p/@pawsook');
  });
});
