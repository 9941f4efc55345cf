import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProducts, loadCatalogFixture } from '../../test/catalog-fixture';
import { ordersFixture, TRANSFER, withTransferAccount } from '../../test/orders-fixture';
import { startS3Server } from '../../test/s3-server';
import { startAnotherInstance, startTestServer, type TestServer } from '../../test/test-server';
import { transferSlipImage } from '../../test/transfer-slip-image';
import { productSkus } from '../modules/catalog/catalog.tables';
import { orderLines } from '../modules/orders/orders.tables';
import { transferSlips } from '../modules/payments/payments.tables';
import { reviewPhotos } from '../modules/reviews/reviews.tables';
import type { FileStore } from './file-store';
import { createS3Store } from './s3-store';

// this file's s3rver (the file store's ports are 3340–3349)
const S3_PORT = 3342;
const STAFF_TOKEN = 'staff-token-for-files-on-two-instances-0123456789';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
const small = fixtureProducts[0]!.skus[0]!;
const ball = fixtureProducts[2]!;
// each instance a data folder of its own: what B serves cannot come from A's disk
const dataDirA = mkdtempSync(path.join(tmpdir(), 'pawsook-files-a-'));
const dataDirB = mkdtempSync(path.join(tmpdir(), 'pawsook-files-b-'));

let s3: Awaited<ReturnType<typeof startS3Server>>;
let bucket: FileStore;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  s3 = await startS3Server(S3_PORT, 'pawsook-shared');
  bucket = createS3Store(s3.settings);
  const env = {
    DEMO_DATA: 'false',
    STAFF_API_TOKEN: STAFF_TOKEN,
    RATE_LIMIT_PER_MINUTE: '1000000',
    SIGNIN_ATTEMPTS_PER_MINUTE: '1000000',
    ...s3.env,
  };
  a = await startTestServer({ ...env, DATA_DIR: dataDirA });
  await loadCatalogFixture(a.app.database);
  await a.app.database.db.update(productSkus).set({ stock: 1_000 }).where(eq(productSkus.id, small.id));
  await a.app.liveCatalog.settle();
  b = await startAnotherInstance(a, { ...env, DATA_DIR: dataDirB });
  await b.app.liveCatalog.settle();
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  bucket?.close();
  await s3?.close();
  rmSync(dataDirA, { recursive: true, force: true });
  rmSync(dataDirB, { recursive: true, force: true });
});

const { shopper, orderBody, place } = ordersFixture(() => a, staff);
const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 230, g: 140, b: 60 } } })
    .png()
    .toBuffer();
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

function form(field: string, bytes: Buffer, name = 'photo.png', type = 'image/png'): FormData {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

/** The image as each instance serves it: the same bytes from both, WebP, public for a year; and the bucket's object. */
async function servedByBoth(imagePath: string): Promise<Buffer> {
  const [fromA, fromB] = await Promise.all([fetch(a.url + imagePath), fetch(b.url + imagePath)]);
  for (const served of [fromA, fromB]) {
    expect(served.status, imagePath).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  }
  const bytes = await bytesOf(fromB);
  expect(await bytesOf(fromA)).toEqual(bytes);
  expect((await sharp(bytes).metadata()).format).toBe('webp');
  return bytes;
}

describe('uploaded images in the object store, served by every instance', () => {
  it('a review photo posted on A is served by B', async () => {
    const m = await shopper([{ skuId: small.id, amount: 1 }]);
    const placed = await place(m, await orderBody(m));
    expect(placed.status, placed.text).toBe(200);
    const { orderNo, orderId } = placed.body.result as { orderNo: string; orderId: number };
    for (const statusId of [2, 3, 4, 5, 6, 7, 8]) {
      const moved = await a.request(`/api/v1/staff/orders/${orderNo}/status`, { method: 'PATCH', headers: staff, json: { statusId } });
      expect(moved.status, moved.text).toBe(200);
    }
    const [line] = await a.app.database.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, orderId));
    const review = form('photos', await png());
    for (const [name, value] of Object.entries({ orderLineId: line!.id, stars: 5, text: 'Seen on every instance', hideName: false }))
      review.append(name, String(value));
    const posted = await a.request('/api/v1/reviews', { method: 'POST', headers: m.auth, body: review, lang: 'en' });
    expect(posted.status, posted.text).toBe(200);

    const [photo] = await a.app.database.db
      .select()
      .from(reviewPhotos)
      .where(eq(reviewPhotos.reviewId, posted.body.result.reviewId as number));
    const name = photo!.imageKey.slice('reviews/'.length);
    const bytes = await servedByBoth(`/images/${photo!.imageKey}`);
    await servedByBoth(`/images/${photo!.imageKey.replace('.webp', '-thumb.webp')}`);
    expect((await bucket.area('reviews').get(name))?.bytes).toEqual(bytes);
    // the shop's page lists it on B too
    const listed = await b.request(`/api/v1/products/${fixtureProducts[0]!.id}/reviews`);
    expect(JSON.stringify(listed.body.result)).toContain(photo!.imageKey);

    // a browser that has it asks again with its validator: not modified, nothing sent
    const first = await fetch(`${b.url}/images/${photo!.imageKey}`);
    const again = await fetch(`${b.url}/images/${photo!.imageKey}`, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect((await bytesOf(again)).length).toBe(0);
    // nothing was written to either instance's disk
    expect(existsSync(path.join(dataDirA, 'uploads'))).toBe(false);
    expect(existsSync(path.join(dataDirB, 'uploads'))).toBe(false);
  });

  it('a product photo and an editor image uploaded on A are served by B', async () => {
    const product = await a.request(`/api/v1/staff/products/${ball.id}/images`, {
      method: 'POST',
      headers: staff,
      body: form('file', await png()),
      lang: 'en',
    });
    expect(product.status, product.text).toBe(200);
    const productKey = (product.body.result.imageKeys as string[]).find((key) => key.startsWith('product-photos/'))!;
    const productBytes = await servedByBoth(`/images/${productKey}`);
    expect((await bucket.area('product-photos').get(productKey.slice('product-photos/'.length)))?.bytes).toEqual(productBytes);
    await b.app.liveCatalog.settle();
    expect((await b.request(`/api/v1/products/${ball.id}`)).body.result.images).toContain(productKey);

    const content = await a.request('/api/v1/upload/text-editor-file', { method: 'POST', headers: staff, body: form('file', await png()), lang: 'en' });
    expect(content.status, content.text).toBe(200);
    const imagePath = content.body.result as string;
    expect(imagePath).toMatch(/^\/images\/content\/[\w-]{22}\.webp$/);
    const contentBytes = await servedByBoth(imagePath);
    expect((await bucket.area('content-images').get(imagePath.slice('/images/content/'.length)))?.bytes).toEqual(contentBytes);
  });

  it('answers 404 for an image no one uploaded, and for any name that is not a plain one', async () => {
    for (const imagePath of ['/images/reviews/never-uploaded.webp', '/images/product-photos/never-uploaded.webp', '/images/content/x.svg']) {
      expect((await b.request(imagePath)).status, imagePath).toBe(404);
    }
  });
});

describe('transfer slips in the object store', () => {
  it('a slip sent on A is seen by the staff on B, and never publicly', async () => {
    await withTransferAccount(a);
    await b.app.payments.settle();
    const m = await shopper([{ skuId: small.id, amount: 1 }]);
    const placed = await place(m, await orderBody(m, { paymentChannelId: TRANSFER }));
    expect(placed.status, placed.text).toBe(200);
    const orderNo = placed.body.result.orderNo as string;
    const sent = await a.request(`/api/v1/orders/${orderNo}/transfer-slips`, {
      method: 'POST',
      headers: m.auth,
      body: form('slips', await transferSlipImage({ reference: 'KB2026112899999' }), 'slip.jpg', 'image/jpeg'),
    });
    expect(sent.status, sent.text).toBe(200);

    const [slip] = (await b.request(`/api/v1/staff/orders/${orderNo}/transfer-slips`, { headers: staff })).body.result;
    expect(slip).toMatchObject({ status: 'waiting', reference: 'KB2026112899999' });
    const forStaff = await fetch(b.url + slip.imageUrl, { headers: staff });
    expect(forStaff.status).toBe(200);
    expect(forStaff.headers.get('content-type')).toBe('image/webp');
    expect(forStaff.headers.get('cache-control')).toContain('private');
    const bytes = await bytesOf(forStaff);
    const forMember = await fetch(b.url + (sent.body.result[0].imageUrl as string), { headers: m.auth });
    expect(await bytesOf(forMember)).toEqual(bytes);
    expect((await fetch(b.url + slip.imageUrl)).status).toBe(401);

    // the object is in the bucket, under the slips' own prefix, and no public address reaches it
    const [row] = await a.app.database.db.select({ imageKey: transferSlips.imageKey }).from(transferSlips).where(eq(transferSlips.orderNo, orderNo));
    const name = path.posix.basename(row!.imageKey);
    expect((await bucket.area('transfer-slips').get(name))?.bytes).toEqual(bytes);
    for (const imagePath of [
      `/images/${row!.imageKey}`,
      `/images/transfer-slips/${name}`,
      `/images/reviews/${name}`,
      `/images/reviews/..%2Ftransfer-slips%2F${name}`,
      `/images/product-photos/%2E%2E%2Ftransfer-slips%2F${name}`,
    ]) {
      for (const instance of [a, b]) expect((await fetch(instance.url + imagePath)).status, imagePath).toBe(404);
    }
  });
});
