import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_PHOTO_MAX_BYTES } from '@pawsook/shared/schemas/reviews';
import { PRODUCT_IMAGES_MAX } from '@pawsook/shared/schemas/staff-product-images';
import { fixtureProducts, loadCatalogFixture } from '../../../test/catalog-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';

const STAFF_TOKEN = 'staff-token-for-the-product-images-0123456789';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
const dataDir = mkdtempSync(path.join(tmpdir(), 'pawsook-product-images-'));
const photosDir = path.join(dataDir, 'uploads', 'product-photos');
let server: TestServer;
const product = fixtureProducts[2]!; // the rubber ball: one image, product/103.svg
const other = fixtureProducts[0]!;

beforeAll(async () => {
  server = await startTestServer({ DEMO_DATA: 'false', STAFF_API_TOKEN: STAFF_TOKEN, RATE_LIMIT_PER_MINUTE: '1000000', DATA_DIR: dataDir });
  await loadCatalogFixture(server.app.database);
  await server.app.liveCatalog.settle();
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 60, g: 140, b: 230 } } });

function imageForm(bytes: Buffer | string, { field = 'file', name = 'photo.png', type = 'image/png' } = {}): FormData {
  const form = new FormData();
  form.append(field, new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name);
  return form;
}

const upload = (productId: number, form: FormData, headers: Record<string, string> = staff) =>
  server.request(`/api/v1/staff/products/${productId}/images`, { method: 'POST', headers, body: form, lang: 'en' });

const arrange = (productId: number, imageKeys: string[]) =>
  server.request(`/api/v1/staff/products/${productId}/images`, { method: 'PUT', headers: staff, json: { imageKeys }, lang: 'en' });

const shopImages = async (productId: number): Promise<string[]> => {
  await server.app.liveCatalog.settle();
  const shop = await server.request(`/api/v1/products/${productId}`, { lang: 'en' });
  expect(shop.status, shop.text).toBe(200);
  return shop.body.result.images as string[];
};

const storedFiles = () => readdirSync(photosDir).length;

describe("a product's photos in the back office", () => {
  it('takes a real photo, keeps it re-encoded as WebP without its metadata, serves it, and every shopper sees it at once', async () => {
    const jpeg = await picture(2400, 1200)
      .withMetadata({ exif: { IFD0: { Copyright: 'camera secrets' } } })
      .jpeg()
      .toBuffer();
    const res = await upload(product.id, imageForm(jpeg, { name: 'shelf.jpg', type: 'image/jpeg' }));
    expect(res.status, res.text).toBe(200);
    const keys = res.body.result.imageKeys as string[];
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(`product/${product.id}.svg`);
    expect(keys[1]).toMatch(/^product-photos\/[\w-]{22}\.webp$/);

    const served = await fetch(`${server.url}/images/${keys[1]}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('immutable');
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(stored.exif).toBeUndefined();

    expect(await shopImages(product.id)).toEqual(keys);
    const log = await server.request('/api/v1/staff/audit-log?action=catalog.write:product-images', { headers: staff });
    expect(log.body.result.entries[0]).toMatchObject({ target: `product ${product.id}`, before: { imageKeys: [keys[0]] }, after: { imageKeys: keys } });
  });

  it('orders the images (the first is the main one) and takes one off, keeping its file for the orders that show it', async () => {
    const png = await picture(300, 300).png().toBuffer();
    const added = await upload(product.id, imageForm(png));
    const keys = added.body.result.imageKeys as string[];
    const files = storedFiles();
    const reordered = await arrange(product.id, [keys[2]!, keys[0]!]);
    expect(reordered.status, reordered.text).toBe(200);
    expect(reordered.body.result.imageKeys).toEqual([keys[2], keys[0]]);
    expect(await shopImages(product.id)).toEqual([keys[2], keys[0]]);
    expect(storedFiles()).toBe(files);
    const log = await server.request('/api/v1/staff/audit-log?action=catalog.write:product-images', { headers: staff });
    expect(log.body.result.entries[0]).toMatchObject({ before: { imageKeys: keys }, after: { imageKeys: [keys[2], keys[0]] } });
  });

  it('refuses a key the product does not have, or the same key twice, and changes nothing', async () => {
    const before = await shopImages(product.id);
    const stranger = await arrange(product.id, [...before, `product/${other.id}.svg`]);
    expect(stranger.status).toBe(400);
    expect(stranger.body.errorMessage).toEqual([{ imageKeys: 'Please enter correct information.' }]);
    expect((await arrange(product.id, [before[0]!, before[0]!])).status).toBe(400);
    expect(await shopImages(product.id)).toEqual(before);
  });

  it('checks an upload as a review photo is checked: its bytes, its size, its pixels; nothing is kept of a refusal', async () => {
    const before = await shopImages(product.id);
    const files = storedFiles();

    const svg = await upload(product.id, imageForm('<svg xmlns="http://www.w3.org/2000/svg"/>', { name: 'logo.png', type: 'image/png' }));
    expect(svg.status).toBe(400);
    expect(svg.body.errorMessage).toEqual([{ file: 'Photos must be .png, .jpg or .jpeg images.' }]);

    const pngSignatureOnly = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a picture')]);
    expect((await upload(product.id, imageForm(pngSignatureOnly))).status).toBe(400);

    const huge = await upload(product.id, imageForm(Buffer.alloc(REVIEW_PHOTO_MAX_BYTES + 1024, 0xff)));
    expect(huge.status).toBe(413);
    expect(huge.body.errorMessage).toEqual([{ file: 'Each photo must be 10 MB or smaller.' }]);

    const nothing = await server.request(`/api/v1/staff/products/${product.id}/images`, { method: 'POST', headers: staff, body: new FormData(), lang: 'en' });
    expect(nothing.status).toBe(400);
    const json = await server.request(`/api/v1/staff/products/${product.id}/images`, { method: 'POST', headers: staff, json: { file: 'x' }, lang: 'en' });
    expect(json.status).toBe(415);

    expect(await shopImages(product.id)).toEqual(before);
    expect(storedFiles()).toBe(files);
  });

  it('answers 404 for a product that does not exist, and keeps no file of it', async () => {
    const files = storedFiles();
    const res = await upload(99_999_999, imageForm(await picture(40, 40).png().toBuffer()));
    expect(res.status).toBe(404);
    expect(storedFiles()).toBe(files);
  });

  it(`keeps at most ${PRODUCT_IMAGES_MAX} images on a product`, async () => {
    const png = await picture(40, 40).png().toBuffer();
    let keys = await shopImages(other.id);
    while (keys.length < PRODUCT_IMAGES_MAX) keys = (await upload(other.id, imageForm(png))).body.result.imageKeys as string[];
    const files = storedFiles();
    const eleventh = await upload(other.id, imageForm(png));
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.errorMessage).toEqual([{ file: `You can add up to ${PRODUCT_IMAGES_MAX} photos.` }]);
    expect(storedFiles()).toBe(files);
  });

  it("is a manager's or an owner's: a signed-out caller gets 401", async () => {
    const res = await upload(product.id, imageForm(await picture(40, 40).png().toBuffer()), {});
    expect(res.status).toBe(401);
  });
});
