import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProducts, loadCatalogFixture } from '../../../test/catalog-fixture';
import { signedInMember } from '../../../test/members-fixture';
import { BANGKOK_ADDRESS, ordersFixture, QR, type Member, type Shopper } from '../../../test/orders-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { productSkus } from '../catalog/catalog.tables';
import { coinLedger } from '../coins/coins.tables';
import { members } from '../members/members.tables';
import { orderLines } from '../orders/orders.tables';
import { productReviews, reviewPhotos } from './reviews.tables';

const STAFF_TOKEN = 'staff-token-for-the-reviews-test-0123456789';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
const REVIEW_COINS = 20;
const [miniAdult, , ball, , , donation] = fixtureProducts;
const small = miniAdult!.skus[0]!; // product 101, 400 g
const rubberBall = ball!.skus[0]!; // product 103
const dataDir = mkdtempSync(path.join(tmpdir(), 'pawsook-reviews-'));
const photosDir = path.join(dataDir, 'uploads', 'reviews');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    DEMO_DATA: 'false',
    STAFF_API_TOKEN: STAFF_TOKEN,
    RATE_LIMIT_PER_MINUTE: '1000000',
    SIGNIN_ATTEMPTS_PER_MINUTE: '1000000',
    DATA_DIR: dataDir,
    REVIEW_COINS: String(REVIEW_COINS),
  });
  await loadCatalogFixture(server.app.database);
  await server.app.database.db
    .update(productSkus)
    .set({ stock: 1_000 })
    .where(inArray(productSkus.id, [small.id, rubberBall.id]));
  await server.app.liveCatalog.settle();
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const fixture = ordersFixture(() => server, staff);

interface PlacedOrder {
  m: Shopper;
  orderNo: string;
  orderId: number;
  /** line ids in the order they were bought */
  lineIds: number[];
}

const moveTo = async (orderNo: string, statusIds: number[]) => {
  for (const statusId of statusIds) {
    const moved = await server.request(`/api/v1/staff/orders/${orderNo}/status`, { method: 'PATCH', headers: staff, json: { statusId } });
    expect(moved.status, moved.text).toBe(200);
  }
};

/** An order of the lines, placed by a new member (or by `buyer` again), moved on to `statusId` by staff. */
async function order(lines: { skuId: number; amount: number }[], statusId = 8, buyer?: Shopper): Promise<PlacedOrder> {
  let m: Shopper;
  if (buyer) {
    for (const line of lines) expect((await server.request('/api/v1/carts', { method: 'POST', headers: buyer.auth, json: line })).status).toBe(200);
    const address = await server.request('/api/v1/order-shipping-address', {
      method: 'POST',
      headers: buyer.auth,
      json: { ...BANGKOK_ADDRESS, isAddToAccount: false, isDefault: true },
    });
    m = { ...buyer, shippingAddressId: address.body.result as number };
  } else {
    m = await fixture.shopper(lines);
  }
  const placed = await fixture.place(m, await fixture.orderBody(m));
  expect(placed.status, placed.text).toBe(200);
  const { orderNo, orderId } = placed.body.result as { orderNo: string; orderId: number };
  await moveTo(
    orderNo,
    [2, 3, 4, 5, 6, 7, 8].filter((s) => s <= statusId),
  );
  const rows = await server.app.database.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
  return { m, orderNo, orderId, lineIds: rows.map((r) => r.id) };
}

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 230, g: 140, b: 60 } } });
const png = () => picture(64, 48).png().toBuffer();
const jpeg = () => picture(48, 64).jpeg().toBuffer();

interface Photo {
  name: string;
  bytes: Buffer;
  type?: string;
}

function reviewForm(fields: Record<string, string | number | boolean>, photos: Photo[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const photo of photos) form.append('photos', new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? 'image/png' }), photo.name);
  return form;
}

const post = (m: Member, fields: Record<string, string | number | boolean>, photos: Photo[], lang: 'th' | 'en' = 'en') =>
  server.request('/api/v1/reviews', { method: 'POST', headers: m.auth, body: reviewForm(fields, photos), lang });

const goodReview = (orderLineId: number) => ({ orderLineId, stars: 5, text: 'My dog loves it. อร่อยมาก', hideName: false });

const ledgerSum = async (memberId: number) => {
  const [row] = await server.app.database.db
    .select({ sum: sql<number>`coalesce(sum(${coinLedger.coin}), 0)::int` })
    .from(coinLedger)
    .where(eq(coinLedger.memberId, memberId));
  return row!.sum;
};
const reviewCoinEntries = (memberId: number) =>
  server.app.database.db
    .select()
    .from(coinLedger)
    .where(and(eq(coinLedger.memberId, memberId), eq(coinLedger.activity, 'review')));
const reviewsOfLine = (orderLineId: number) => server.app.database.db.select().from(productReviews).where(eq(productReviews.orderLineId, orderLineId));
const storedFiles = () => readdirSync(photosDir).length;
const storedPhotoRows = async () => Number((await server.app.database.db.select({ n: sql<number>`count(*)::int` }).from(reviewPhotos))[0]!.n);

/** Nothing was written for the line: no review, no coins, no photo files beyond the stored ones. */
async function expectNothingChanged(m: Member, orderLineId: number, files: number) {
  expect(await reviewsOfLine(orderLineId)).toEqual([]);
  expect(await reviewCoinEntries(m.id)).toEqual([]);
  expect(storedFiles()).toBe(files);
}

describe('posting a review', () => {
  it('takes real PNG and JPEG photos, stores them re-encoded and serves them for a year, and earns the order its coins', async () => {
    const o = await order([{ skuId: small.id, amount: 1 }]);
    const before = await ledgerSum(o.m.id);
    const res = await post(o.m, goodReview(o.lineIds[0]!), [
      { name: 'dog.png', bytes: await png() },
      { name: 'dog.JPEG', bytes: await jpeg(), type: 'image/jpeg' },
    ]);
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toEqual({ reviewId: expect.any(Number), coinsEarned: REVIEW_COINS, message: 'Your review has been submitted.' });

    const [review] = await reviewsOfLine(o.lineIds[0]!);
    expect(review).toMatchObject({
      memberId: o.m.id,
      orderId: o.orderId,
      productId: 101,
      skuId: small.id,
      stars: 5,
      text: 'My dog loves it. อร่อยมาก',
      hideName: false,
      lang: 'en',
      hidden: false,
    });
    const photos = await server.app.database.db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, review!.id)).orderBy(reviewPhotos.position);
    expect(photos.map((p) => [p.position, p.width, p.height])).toEqual([
      [0, 64, 48],
      [1, 48, 64],
    ]);
    for (const photo of photos) {
      expect(photo.imageKey).toMatch(/^reviews\/[A-Za-z0-9_-]{22}\.webp$/);
      for (const key of [photo.imageKey, photo.imageKey.replace('.webp', '-thumb.webp')]) {
        const image = await fetch(`${server.url}/images/${key}`);
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/webp');
        expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(image.headers.get('x-content-type-options')).toBe('nosniff');
        expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('webp');
      }
    }
    expect((await server.request('/images/reviews/nothing-here.webp')).status).toBe(404);

    expect(await reviewCoinEntries(o.m.id)).toEqual([expect.objectContaining({ coin: REVIEW_COINS, reference: o.orderNo })]);
    expect(await ledgerSum(o.m.id)).toBe(before + REVIEW_COINS);
    const history = await server.request('/api/v1/coin-history/web?page=1&limit=10', { headers: o.m.auth, lang: 'en' });
    expect(history.body.result[0]).toMatchObject({ operator: '+', coin: REVIEW_COINS, activity: `Coins for reviewing order ${o.orderNo}` });
  });

  it('answers in Thai by default', async () => {
    const o = await order([{ skuId: small.id, amount: 1 }]);
    const res = await post(o.m, { ...goodReview(o.lineIds[0]!), hideName: 'true' }, [{ name: 'a.png', bytes: await png() }], 'th');
    expect(res.status, res.text).toBe(200);
    expect(res.body.result.message).toBe('ส่งรีวิวของคุณเรียบร้อยแล้ว');
    expect((await reviewsOfLine(o.lineIds[0]!))[0]).toMatchObject({ hideName: true, lang: 'th' });
  });

  it('refuses SVG, HTML and script bytes named .png or .jpg, and changes nothing', async () => {
    const o = await order([{ skuId: small.id, amount: 1 }]);
    const files = storedFiles();
    const fakes: Photo[] = [
      { name: 'cat.png', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>') },
      { name: 'cat.jpg', bytes: Buffer.from('<!doctype html><script>alert(document.cookie)</script>'), type: 'image/jpeg' },
      { name: 'cat.jpeg', bytes: Buffer.from('#!/bin/sh\necho pwned\n'), type: 'image/jpeg' },
    ];
    for (const fake of fakes) {
      const res = await post(o.m, goodReview(o.lineIds[0]!), [{ name: 'real.png', bytes: await png() }, fake]);
      expect(res.status, fake.name).toBe(400);
      expect(res.body.errorMessage).toEqual([{ photos: 'Photos must be .png, .jpg or .jpeg images.' }]);
    }
    const thai = await post(o.m, goodReview(o.lineIds[0]!), [fakes[0]!], 'th');
    expect(thai.body.errorMessage).toEqual([{ photos: 'รูปภาพต้องเป็นไฟล์ .png, .jpg หรือ .jpeg เท่านั้น' }]);
    await expectNothingChanged(o.m, o.lineIds[0]!, files);
  });

  it('answers 413 for a photo over 10 MB', async () => {
    const o = await order([{ skuId: small.id, amount: 1 }]);
    const files = storedFiles();
    const big = Buffer.alloc(11 * 1024 * 1024, 0x41);
    (await png()).copy(big);
    const res = await post(o.m, goodReview(o.lineIds[0]!), [{ name: 'huge.png', bytes: big }]);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ responseCode: '413', errorMessage: [{ photos: 'Each photo must be 10 MB or smaller.' }] });
    await expectNothingChanged(o.m, o.lineIds[0]!, files);
    // the connection still serves the member
    expect((await post(o.m, goodReview(o.lineIds[0]!), [{ name: 'ok.png', bytes: await png() }])).status).toBe(200);
  });

  it('needs 1 to 5 photos', async () => {
    const o = await order([{ skuId: small.id, amount: 1 }]);
    const files = storedFiles();
    const photo = { name: 'p.png', bytes: await png() };
    const six = await post(o.m, goodReview(o.lineIds[0]!), Array(6).fill(photo));
    expect(six.status).toBe(400);
    expect(six.body.errorMessage).toEqual([{ photos: 'You can add up to 5 photos.' }]);
    const none = await post(o.m, goodReview(o.lineIds[0]!), []);
    expect(none.status).toBe(400);
    expect(none.body.errorMessage).toEqual([{ photos: 'Please add at least 1 photo.' }]);
    await expectNothingChanged(o.m, o.lineIds[0]!, files);
    expect((await post(o.m, goodReview(o.lineIds[0]!), Array(5).fill(photo))).status).toBe(200);
  });

  it('needs 1 to 5 stars and a text of at most 1,000 characters', async () => {
    const o = await order([{ skuId: small.id, amount: 1 }]);
    const files = storedFiles();
    const photos = [{ name: 'p.png', bytes: await png() }];
    for (const stars of [0, 6, 2.5, 'five']) {
      const res = await post(o.m, { ...goodReview(o.lineIds[0]!), stars }, photos);
      expect(res.status, String(stars)).toBe(400);
      expect(res.body.errorMessage).toEqual([{ stars: 'Please choose 1 to 5 stars.' }]);
    }
    const { stars: _stars, ...noStars } = goodReview(o.lineIds[0]!);
    expect((await post(o.m, noStars, photos)).body.errorMessage).toEqual([{ stars: 'Please choose 1 to 5 stars.' }]);
    expect((await post(o.m, { ...goodReview(o.lineIds[0]!), text: '   ' }, photos)).body.errorMessage).toEqual([{ text: 'Please write your review.' }]);
    expect((await post(o.m, { ...goodReview(o.lineIds[0]!), text: 'ก'.repeat(1001) }, photos)).body.errorMessage).toEqual([
      { text: 'Cannot be longer than 1000 characters' },
    ]);
    expect((await post(o.m, { ...goodReview(o.lineIds[0]!), text: 'a\u0000b' }, photos)).body.errorMessage).toEqual([
      { text: 'Please remove invisible control characters.' },
    ]);
    await expectNothingChanged(o.m, o.lineIds[0]!, files);
    expect((await post(o.m, { ...goodReview(o.lineIds[0]!), stars: 1, text: 'ก'.repeat(1000) }, photos)).status).toBe(200);
  });

  it("answers 404 for another member's line and for a line that does not exist", async () => {
    const o = await order([{ skuId: small.id, amount: 1 }]);
    const stranger = await signedInMember(server);
    const files = storedFiles();
    const theirs = await post(stranger, goodReview(o.lineIds[0]!), [{ name: 'p.png', bytes: await png() }]);
    expect(theirs.status).toBe(404);
    expect(theirs.body.errorMessage).toBe('The requested item could not be found.');
    expect((await post(stranger, goodReview(2_000_000_000), [{ name: 'p.png', bytes: await png() }])).status).toBe(404);
    expect((await post(stranger, goodReview(2_147_483_648), [{ name: 'p.png', bytes: await png() }])).status).toBe(400);
    await expectNothingChanged(o.m, o.lineIds[0]!, files);
    expect(await reviewCoinEntries(stranger.id)).toEqual([]);
  });

  it('refuses an order that is not delivered, cancelled, or a donation', async () => {
    const photos = [{ name: 'p.png', bytes: await png() }];
    const files = storedFiles();
    for (const statusId of [1, 2, 7]) {
      const o = await order([{ skuId: small.id, amount: 1 }], statusId);
      const res = await post(o.m, goodReview(o.lineIds[0]!), photos);
      expect(res.status, `status ${statusId}`).toBe(400);
      expect(res.body.errorMessage).toBe('You can review a product once its order has been delivered.');
      await expectNothingChanged(o.m, o.lineIds[0]!, files);
    }
    const cancelled = await order([{ skuId: small.id, amount: 1 }], 2);
    await moveTo(cancelled.orderNo, [9]);
    expect((await post(cancelled.m, goodReview(cancelled.lineIds[0]!), photos, 'th')).body.errorMessage).toBe('คุณสามารถรีวิวสินค้าได้เมื่อคำสั่งซื้อจัดส่งสำเร็จแล้ว');

    const giver = await fixture.shopper([{ skuId: donation!.skus[0]!.id, amount: 1, orderProductTypeId: 2, donationId: 501 }]);
    const group = (await server.request('/api/v1/carts', { headers: giver.auth })).body.result.cart.donationProduct[0];
    const placed = await fixture.place(giver, {
      products: [{ skuId: donation!.skus[0]!.id, price: 690, amount: 1 }],
      netTotalPrice: group.grandTotalPrice,
      shippingAddressId: null,
      paymentChannelId: QR,
      isDonation: true,
      donationId: 501,
    });
    expect(placed.status, placed.text).toBe(200);
    await moveTo(placed.body.result.orderNo, [2, 3, 4, 5, 6, 7, 8]);
    const [line] = await server.app.database.db.select().from(orderLines).where(eq(orderLines.orderId, placed.body.result.orderId));
    const res = await post(giver, goodReview(line!.id), photos);
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe('Products donated to a shelter cannot be reviewed.');
    await expectNothingChanged(giver, line!.id, files);
    const waiting = await server.request('/api/v1/reviews/web/waiting', { headers: giver.auth });
    expect(waiting.body).toMatchObject({ totalRecord: 0, result: [] });
  });

  it('refuses a second review of the same line', async () => {
    const o = await order([{ skuId: small.id, amount: 1 }]);
    const photos = [{ name: 'p.png', bytes: await png() }];
    expect((await post(o.m, goodReview(o.lineIds[0]!), photos)).status).toBe(200);
    const files = storedFiles();
    const again = await post(o.m, { ...goodReview(o.lineIds[0]!), stars: 1 }, photos);
    expect(again.status).toBe(400);
    expect(again.body.errorMessage).toBe('You have already reviewed this product from this order.');
    expect(await reviewsOfLine(o.lineIds[0]!)).toEqual([expect.objectContaining({ stars: 5 })]);
    expect(storedFiles()).toBe(files);
    expect(await reviewCoinEntries(o.m.id)).toHaveLength(1);
  });

  it('earns an order its coins once: two lines reviewed at the same moment, then a third line', async () => {
    const o = await order([
      { skuId: small.id, amount: 1 },
      { skuId: rubberBall.id, amount: 2 },
    ]);
    const photos = [{ name: 'p.png', bytes: await png() }];
    const before = await ledgerSum(o.m.id);
    const results = await Promise.all(o.lineIds.map((id) => post(o.m, goodReview(id), photos)));
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.map((r) => r.body.result.coinsEarned).sort()).toEqual([0, REVIEW_COINS]);
    expect(await reviewCoinEntries(o.m.id)).toEqual([expect.objectContaining({ coin: REVIEW_COINS, reference: o.orderNo })]);
    const balance = (await server.request('/api/v1/members/get-my-pcg-coin', { headers: o.m.auth })).body.result.coin;
    expect(balance).toBe(await ledgerSum(o.m.id));
    expect(balance).toBe(before + REVIEW_COINS);

    // a second order of the same member earns its own coins
    const next = await order([{ skuId: small.id, amount: 1 }], 8, o.m);
    const res = await post(o.m, goodReview(next.lineIds[0]!), photos);
    expect(res.body.result.coinsEarned).toBe(REVIEW_COINS);
    expect(await reviewCoinEntries(o.m.id)).toHaveLength(2);
    // both orders are fully reviewed now: my orders offers no review button for them
    const listed = (await server.request('/api/v1/orders/get-order?tab=3', { headers: o.m.auth })).body.result;
    expect(listed.map((l: { id: number; allReview: boolean }) => [l.id, l.allReview])).toEqual([
      [next.orderId, true],
      [o.orderId, true],
    ]);
    const detail = (await server.request(`/api/v1/orders/web/${o.orderId}`, { headers: o.m.auth })).body.result;
    expect(detail).toMatchObject({ allReview: true, canReview: false, coinReview: REVIEW_COINS });
  });

  it('keeps one review and its files when the same line is sent twice at once', async () => {
    const o = await order([{ skuId: small.id, amount: 1 }]);
    const photos = [{ name: 'p.png', bytes: await png() }];
    const results = await Promise.all([post(o.m, goodReview(o.lineIds[0]!), photos), post(o.m, goodReview(o.lineIds[0]!), photos)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await reviewsOfLine(o.lineIds[0]!)).toHaveLength(1);
    expect(await reviewCoinEntries(o.m.id)).toHaveLength(1);
    // every file on disk belongs to a stored photo (a photo and its thumbnail)
    expect(storedFiles()).toBe(2 * (await storedPhotoRows()));
  });

  it('takes only a form: JSON is 415, and a stranger without a token learns nothing (401)', async () => {
    const m = await signedInMember(server);
    const json = await server.request('/api/v1/reviews', { method: 'POST', headers: m.auth, json: { orderLineId: 1, stars: 5, text: 'x', photos: [] } });
    expect(json.status).toBe(415);
    const guest = await server.request('/api/v1/reviews', { method: 'POST', body: reviewForm(goodReview(1), [{ name: 'p.png', bytes: await png() }]) });
    expect(guest.status).toBe(401);
    const broken = await server.request('/api/v1/reviews', {
      method: 'POST',
      headers: { ...m.auth, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="stars"\r\n\r\n5',
    });
    expect(broken.status).toBe(400);
  });
});

describe("the member's review page", () => {
  it('lists the lines waiting for a review, then the reviews written, page by page', async () => {
    const first = await order([
      { skuId: small.id, amount: 1 },
      { skuId: rubberBall.id, amount: 1 },
    ]);
    const m = first.m;
    const second = await order([{ skuId: rubberBall.id, amount: 3 }], 8, m);
    await order([{ skuId: small.id, amount: 1 }], 4, m); // on its way: not yet

    const waiting = await server.request('/api/v1/reviews/web/waiting?page=1&limit=2', { headers: m.auth });
    expect(waiting.status).toBe(200);
    expect(waiting.body.totalRecord).toBe(3);
    // the newest order first
    expect(waiting.body.result.map((l: { orderLineId: number }) => l.orderLineId)).toEqual([second.lineIds[0], first.lineIds[0]]);
    expect(waiting.body.result[1]).toEqual({
      orderLineId: first.lineIds[0],
      orderId: first.orderId,
      orderNo: first.orderNo,
      orderDate: expect.any(String),
      productId: 101,
      skuId: small.id,
      skuCode: small.skuCode,
      productNameTh: miniAdult!.nameTh,
      productNameEn: miniAdult!.nameEn,
      choiceNameTh: '400 กรัม',
      choiceNameEn: '400 g',
      imageKey: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
    });
    const page2 = await server.request('/api/v1/reviews/web/waiting?page=2&limit=2', { headers: m.auth });
    expect(page2.body.result.map((l: { orderLineId: number }) => l.orderLineId)).toEqual([first.lineIds[1]]);

    expect((await post(m, { ...goodReview(first.lineIds[0]!), stars: 4, hideName: true }, [{ name: 'p.png', bytes: await png() }])).status).toBe(200);
    expect(
      (
        await post(m, goodReview(second.lineIds[0]!), [
          { name: 'p.png', bytes: await png() },
          { name: 'q.jpg', bytes: await jpeg() },
        ])
      ).status,
    ).toBe(200);

    const after = await server.request('/api/v1/reviews/web/waiting', { headers: m.auth });
    expect(after.body.result.map((l: { orderLineId: number }) => l.orderLineId)).toEqual([first.lineIds[1]]);
    const mine = await server.request('/api/v1/reviews/web?page=1&limit=10', { headers: m.auth });
    expect(mine.body.totalRecord).toBe(2);
    expect(mine.body.result.map((r: { orderLineId: number }) => r.orderLineId)).toEqual([second.lineIds[0], first.lineIds[0]]);
    expect(mine.body.result[1]).toMatchObject({ orderNo: first.orderNo, stars: 4, hideName: true, hidden: false, text: 'My dog loves it. อร่อยมาก' });
    expect(mine.body.result[0].photos).toEqual([
      { imageKey: expect.stringMatching(/^reviews\//), thumbKey: expect.stringMatching(/-thumb\.webp$/), width: 64, height: 48 },
      { imageKey: expect.stringMatching(/^reviews\//), thumbKey: expect.stringMatching(/-thumb\.webp$/), width: 48, height: 64 },
    ]);

    // another member sees none of it
    const stranger = await signedInMember(server);
    expect((await server.request('/api/v1/reviews/web/waiting', { headers: stranger.auth })).body).toMatchObject({ totalRecord: 0, result: [] });
    expect((await server.request('/api/v1/reviews/web', { headers: stranger.auth })).body).toMatchObject({ totalRecord: 0, result: [] });
    expect((await server.request('/api/v1/reviews/web')).status).toBe(401);
  });
});

describe("a product's reviews (public)", () => {
  it('lists the visible reviews newest first, page by page, named or masked, with the average and count', async () => {
    // product 103 (the rubber ball) gets reviews of its own here
    const authors: { name: string; surname: string; stars: number; hideName: boolean }[] = [
      { name: 'Somsri', surname: 'Jaidee', stars: 5, hideName: true },
      { name: 'สมศรี', surname: 'ใจดี', stars: 4, hideName: true },
      { name: 'Malee', surname: 'Srisuk', stars: 2, hideName: false },
      { name: 'Hidden', surname: 'ByStaff', stars: 1, hideName: false },
    ];
    const reviewIds: number[] = [];
    for (const author of authors) {
      const o = await order([{ skuId: rubberBall.id, amount: 1 }]);
      await server.app.database.db.update(members).set({ name: author.name, surname: author.surname }).where(eq(members.id, o.m.id));
      const res = await post(
        o.m,
        { ...goodReview(o.lineIds[0]!), stars: author.stars, hideName: author.hideName, text: `Review by author ${reviewIds.length + 1}` },
        [{ name: 'p.png', bytes: await png() }],
      );
      expect(res.status, res.text).toBe(200);
      reviewIds.push(res.body.result.reviewId);
    }
    // reviews before this test's (earlier tests reviewed the ball too) are not counted below
    await server.app.database.db
      .update(productReviews)
      .set({ hidden: true })
      .where(and(eq(productReviews.productId, 103), sql`${productReviews.id} <> all(${sql.raw(`array[${reviewIds.join(',')}]`)})`));
    await server.app.database.db.update(productReviews).set({ hidden: true }).where(eq(productReviews.id, reviewIds[3]!));

    const page1 = await server.request(`/api/v1/products/103/reviews?page=1&limit=2`, { lang: 'en' });
    expect(page1.status).toBe(200);
    expect(page1.body.totalRecord).toBe(3);
    expect(page1.body.result.summary).toEqual({ average: 3.7, count: 3 });
    expect(page1.body.result.reviews).toEqual([
      {
        reviewId: reviewIds[2],
        stars: 2,
        text: 'Review by author 3',
        reviewerName: 'Malee S.',
        nameHidden: false,
        choiceNameTh: null,
        choiceNameEn: null,
        createdAt: expect.any(String),
        photos: [{ imageKey: expect.any(String), thumbKey: expect.any(String), width: 64, height: 48 }],
      },
      expect.objectContaining({ reviewId: reviewIds[1], stars: 4, reviewerName: 'ส***รี', nameHidden: true }),
    ]);
    const page2 = await server.request(`/api/v1/products/103/reviews?page=2&limit=2`);
    expect(page2.body.result.reviews).toEqual([expect.objectContaining({ reviewId: reviewIds[0], reviewerName: 'S***i', text: 'Review by author 1' })]);
    // a hidden name, a surname and a review staff took down never leave the server
    expect(JSON.stringify([page1.body, page2.body])).not.toMatch(/Somsri|Jaidee|สมศรี|ใจดี|Srisuk|ByStaff/);
    expect([...page1.body.result.reviews, ...page2.body.result.reviews].map((r: { reviewId: number }) => r.reviewId)).not.toContain(reviewIds[3]);
    expect((await server.request('/api/v1/products/103/reviews?page=3&limit=2')).body.result.reviews).toEqual([]);

    const nothing = await server.request('/api/v1/products/987654/reviews');
    expect(nothing.body).toMatchObject({ totalRecord: 0, result: { summary: { average: 0, count: 0 }, reviews: [] } });
    expect((await server.request('/api/v1/products/0/reviews')).status).toBe(400);
    expect((await server.request('/api/v1/products/103/reviews?limit=51')).status).toBe(400);

    // the product's own answer carries the same summary, in every process (reviews_changed)
    await server.app.liveReviewSummaries.settle();
    expect((await server.request('/api/v1/products/103')).body.result.reviewSummary).toEqual({ average: 3.7, count: 3 });
    // and so do the lists (listing cards show it)
    const listed = (await server.request('/api/v1/products?limit=100')).body.result as { productId: number; reviewSummary: unknown }[];
    expect(listed.find((p) => p.productId === 103)?.reviewSummary).toEqual({ average: 3.7, count: 3 });
  });
});

describe('the OpenAPI document', () => {
  it('documents the review form as multipart with its photos', async () => {
    const document = (await server.request('/api/docs/json')).body;
    const form = document.paths['/api/v1/reviews'].post.requestBody.content['multipart/form-data'].schema;
    expect(form.required).toEqual(expect.arrayContaining(['orderLineId', 'stars', 'text', 'photos']));
    expect(form.properties.photos).toMatchObject({ type: 'array', minItems: 1, maxItems: 5, items: { type: 'string', format: 'binary' } });
    expect(document.paths['/api/v1/products/{productId}/reviews'].get).toBeDefined();
    expect(document.paths['/api/v1/reviews/web/waiting'].get.security).toEqual([{ bearer: [] }]);
  });
});
