import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '@pawsook/shared/format/date';
import { billPaymentBarcode } from '@pawsook/shared/payments/bill-barcode';
import { fixtureProducts, loadCatalogFixture } from '../../../test/catalog-fixture';
import { signedInMember } from '../../../test/members-fixture';
import { ordersFixture } from '../../../test/orders-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { SANDBOX_COUNTER_SERVICE_KEY } from '../../config/config';
import { productSkus } from '../catalog/catalog.tables';
import { mailOutbox } from '../mail/mail.tables';
import { orders, orderStatusHistory } from '../orders/orders.tables';
import { scanBarcodePng } from './counter-barcode-scan';
import { billBarcodeSvg } from './counter-bill';
import { decryptCounterPaymentData } from './counter-payment-data';
import { paymentNotifications, sandboxBankPayments } from './payments.tables';

const COUNTER = 3;
const QR = 4;
const small = fixtureProducts[0]!.skus[0]!; // 235.00
const env = { DEMO_DATA: 'false', RATE_LIMIT_PER_MINUTE: '1000000', SIGNIN_ATTEMPTS_PER_MINUTE: '1000000' };
let server: TestServer;

async function shopWith(extra: Record<string, string> = {}) {
  const shop = await startTestServer({ ...env, ...extra });
  await loadCatalogFixture(shop.app.database);
  await shop.app.database.db.update(productSkus).set({ stock: 1_000 }).where(eq(productSkus.id, small.id));
  await shop.app.liveCatalog.settle();
  return shop;
}

beforeAll(async () => {
  server = await shopWith();
});
afterAll(() => server.close());

const { shopper, orderBody, place } = ordersFixture(() => server);
const statusOf = async (orderNo: string) => (await server.app.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!.statusId;

/** A counter-service order of ฿520.00 (2 × 235.00 and 50.00 shipping). */
async function counterOrder(lang: 'th' | 'en' = 'en', channel = COUNTER) {
  const m = await shopper([{ skuId: small.id, amount: 2 }]);
  const res = await place(m, await orderBody(m, { paymentChannelId: channel }), {}, lang);
  expect(res.status, res.text).toBe(200);
  return { m, orderNo: res.body.result.orderNo as string };
}
const start = (m: { auth: Record<string, string> }, body: object, lang: 'th' | 'en' = 'en', on = server) =>
  on.request('/api/v1/payments/cs/encryption', { method: 'POST', headers: m.auth, json: body, lang });
/** The spec's body, as the browser sends it. */
const csBody = (orderNo: string, amt = '520.00') => ({
  inv: orderNo,
  desc: 'anything',
  urlBack: 'https://elsewhere.example/',
  urlConfirm: 'https://elsewhere.example/notify',
  paymentMethod: 'counter',
  amt,
  currency: 'THB',
  name: 'Someone Else',
  email: 'someone@elsewhere.example',
});
const post = (path: string, fields: Record<string, string>) =>
  server.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

describe('paying at a counter service through the sandbox counter', () => {
  it('encrypts the bill for the counter page, which shows the barcode; paid at the counter, the order is paid once', async () => {
    const { m, orderNo } = await counterOrder();
    const res = await start(m, csBody(orderNo));
    expect(res.status, res.text).toBe(200);
    const { encryptedPaymentData, action } = res.body.result;
    expect(action).toBe('/sandbox/counter');
    expect(encryptedPaymentData).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(encryptedPaymentData).not.toContain(orderNo);

    // what the shop wrote is its own: the member's profile, its step 3 and notify address, the order's expiry
    const [order] = await server.app.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const data = decryptCounterPaymentData(encryptedPaymentData, SANDBOX_COUNTER_SERVICE_KEY);
    expect(data).toEqual({
      inv: orderNo,
      desc: `Pawsook ${orderNo}`,
      urlBack: `/cart/checkout?step=3&Ref=${orderNo}`,
      urlConfirm: `${server.config.publicUrl}/api/v1/payments/counter/notify`,
      paymentMethod: 'counter',
      amt: '520.00',
      currency: 'THB',
      name: 'Fixture Member',
      email: m.email,
      billerId: server.config.thaiQr.billerId,
      billerName: server.config.thaiQr.billerName,
      ref1: 'REGULAR',
      ref2: orderNo,
      dueAt: order!.expiresAt.toISOString(),
      lang: 'en',
    });

    const page = await post(action, { paymentData: encryptedPaymentData });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(page.text).toContain('<html lang="en">');
    const barcodeText = billPaymentBarcode({ billerId: server.config.thaiQr.billerId, ref1: 'REGULAR', ref2: orderNo, amountSatang: 52_000 });
    // the drawn barcode is the bill's text (counter-bill.test.ts scans the drawing back)
    expect(page.text).toContain(billBarcodeSvg(barcodeText, `Bill-payment barcode for order ${orderNo}`));
    for (const shown of [
      'Pawsook Co., Ltd.',
      server.config.thaiQr.billerId,
      'REGULAR',
      orderNo,
      '฿520.00',
      'Pay by',
      'Paid at the counter',
      `href="/cart/checkout?step=3&amp;Ref=${orderNo}"`,
    ]) {
      expect(page.text).toContain(shown);
    }
    expect(await statusOf(orderNo)).toBe(1);

    const paid = await post('/sandbox/counter/pay?lang=en', { paymentData: encryptedPaymentData });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.text).toContain(`Paid ฿520.00 for order ${orderNo}.`);
    expect(paid.text).toContain(`href="/cart/checkout?step=3&amp;Ref=${orderNo}"`);
    expect(await statusOf(orderNo)).toBe(2);
    // paid again at another counter: the same bill, one payment
    expect((await post('/sandbox/counter/pay', { paymentData: encryptedPaymentData })).status).toBe(200);
    expect(await server.app.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order!.id))).toHaveLength(2);
    expect(
      (await server.app.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, orderNo))).map((n) => [n.provider, n.outcome]),
    ).toEqual([['counter', 'applied']]);
    expect(await server.app.database.db.select().from(sandboxBankPayments).where(eq(sandboxBankPayments.orderNo, orderNo))).toMatchObject([
      { provider: 'counter', amountSatang: 52_000, status: 'paid' },
    ]);
    // a paid order is not started again
    const again = await start(m, csBody(orderNo));
    expect(again.status).toBe(400);
    expect(again.body.errorMessage).toBe('This order is not waiting for payment.');
  });

  it('speaks Thai with the Buddhist-era due date when the shopper does, or when asked', async () => {
    const { m, orderNo } = await counterOrder('th');
    const { encryptedPaymentData } = (await start(m, csBody(orderNo), 'th')).body.result;
    const page = await post('/sandbox/counter', { paymentData: encryptedPaymentData });
    expect(page.text).toContain('<html lang="th">');
    expect(page.text).toContain('ชำระที่เคาน์เตอร์แล้ว');
    expect(page.text).toContain('เลขอ้างอิง 2');
    expect(page.text).toMatch(/\d{2}\/\d{2}\/25\d{2} \d{2}:\d{2} น\./);
    const english = await post('/sandbox/counter?lang=en', { paymentData: encryptedPaymentData });
    expect(english.text).toContain('<html lang="en">');
    expect(english.text).toMatch(/Pay by<\/dt><dd>\d{2}\/\d{2}\/20\d{2} \d{2}:\d{2}</);
  });

  it('refuses payment data changed on the way with a clear page, and pays nothing', async () => {
    const { m, orderNo } = await counterOrder();
    const { encryptedPaymentData } = (await start(m, csBody(orderNo))).body.result;
    const bytes = Buffer.from(encryptedPaymentData as string, 'base64url');
    bytes[bytes.length - 20]! ^= 1;
    for (const path of ['/sandbox/counter?lang=en', '/sandbox/counter/pay?lang=en']) {
      const page = await post(path, { paymentData: bytes.toString('base64url') });
      expect(page.status).toBe(400);
      expect(page.text).toContain('role="alert"');
      expect(page.text).toContain('This payment data was changed on the way');
    }
    expect((await post('/sandbox/counter', {})).status).toBe(400);
    expect(await statusOf(orderNo)).toBe(1);
  });

  it('refuses another member’s order, another amount, another channel’s order, an ended order, and no member', async () => {
    const { m, orderNo } = await counterOrder();
    expect((await start(await signedInMember(server), csBody(orderNo))).status).toBe(404);
    const wrong = await start(m, csBody(orderNo, '519.99'));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorMessage).toBe('The amount to pay has changed. Please open the order again.');
    const thai = await start(m, csBody(orderNo, '1.00'), 'th');
    expect(thai.body.errorMessage).toBe('ยอดที่ต้องชำระเปลี่ยนไป กรุณาเปิดคำสั่งซื้ออีกครั้ง');
    expect((await start(m, { ...csBody(orderNo), amt: '520' })).status).toBe(400);
    const qr = await counterOrder('en', QR);
    const notCounter = await start(qr.m, csBody(qr.orderNo));
    expect(notCounter.status).toBe(400);
    expect(notCounter.body.errorMessage).toBe(`Payment by this channel is not available yet for order ${qr.orderNo}.`);
    expect((await server.request('/api/v1/payments/cs/encryption', { method: 'POST', json: csBody(orderNo) })).status).toBe(401);
    await server.app.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.orderNo, orderNo));
    expect((await start(m, csBody(orderNo))).body.errorMessage).toBe('This order is not waiting for payment.');
    expect(await statusOf(orderNo)).toBe(1);
  });

  it('takes no payment at the counter after the bill’s due date', async () => {
    const { m, orderNo } = await counterOrder();
    const { encryptedPaymentData } = (await start(m, csBody(orderNo))).body.result;
    const [order] = await server.app.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const realNow = Date.now;
    Date.now = () => order!.expiresAt.getTime() + 1000;
    try {
      const page = await post('/sandbox/counter/pay?lang=en', { paymentData: encryptedPaymentData });
      expect(page.status).toBe(410);
      expect(page.text).toContain('past its due date');
    } finally {
      Date.now = realNow;
    }
    expect(await statusOf(orderNo)).toBe(1);
  });
});

describe('a shop without the sandbox counter', () => {
  it('serves no counter page and refuses counter payments clearly when no counter service is configured', async () => {
    const shop = await shopWith({ SANDBOXES: 'false', PAYMENT_NOTIFY_SECRET: 'a-real-secret-shared-with-the-providers-0123' });
    try {
      const fixture = ordersFixture(() => shop);
      const m = await fixture.shopper([{ skuId: small.id, amount: 2 }]);
      // the channel is not offered (decision 0028): no counter order is placed
      const refused = await fixture.place(m, await fixture.orderBody(m, { paymentChannelId: COUNTER }));
      expect(refused.status).toBe(400);
      // one placed while it was (the shop's configuration changed since) is refused clearly
      const placed = await fixture.place(m, await fixture.orderBody(m, { paymentChannelId: QR }));
      expect(placed.status, placed.text).toBe(200);
      const orderNo = placed.body.result.orderNo as string;
      await shop.app.database.db.update(orders).set({ paymentChannelId: COUNTER }).where(eq(orders.orderNo, orderNo));
      const res = await start(m, csBody(orderNo), 'en', shop);
      expect(res.status).toBe(400);
      expect(res.body.errorMessage).toBe(`Payment by this channel is not available yet for order ${orderNo}.`);
      expect(
        (await shop.request('/sandbox/counter', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'paymentData=x' }))
          .status,
      ).toBe(404);
    } finally {
      await shop.close();
    }
  });

  it('hands the payment data to the configured counter service, encrypted with its key, and lets the form go there', async () => {
    const key = 'ab'.repeat(32);
    const shop = await shopWith({
      SANDBOXES: 'false',
      PAYMENT_NOTIFY_SECRET: 'a-real-secret-shared-with-the-providers-0123',
      PUBLIC_URL: 'https://shop.example',
      COUNTER_SERVICE_URL: 'https://counter.example/payment',
      COUNTER_SERVICE_KEY: key,
    });
    try {
      const fixture = ordersFixture(() => shop);
      const m = await fixture.shopper([{ skuId: small.id, amount: 2 }]);
      const orderNo = (await fixture.place(m, await fixture.orderBody(m, { paymentChannelId: COUNTER }))).body.result.orderNo as string;
      const res = await start(m, csBody(orderNo), 'en', shop);
      expect(res.status, res.text).toBe(200);
      expect(res.body.result.action).toBe('https://counter.example/payment');
      expect(res.headers.get('content-security-policy')).toContain("form-action 'self' https://counter.example");
      const data = decryptCounterPaymentData(res.body.result.encryptedPaymentData, key);
      expect(data).toMatchObject({
        urlBack: `https://shop.example/cart/checkout?step=3&Ref=${orderNo}`,
        urlConfirm: 'https://shop.example/api/v1/payments/counter/notify',
      });
      expect(decryptCounterPaymentData(res.body.result.encryptedPaymentData, SANDBOX_COUNTER_SERVICE_KEY)).toBeNull();
      expect(
        (await shop.request('/sandbox/counter', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'paymentData=x' }))
          .status,
      ).toBe(404);
    } finally {
      await shop.close();
    }
  });
});

/** The PNG a mail's html carries as a data: image (the outbox keeps it so; delivery attaches it). */
const pngOf = (html: string) => Buffer.from(/<img src="data:image\/png;base64,([A-Za-z0-9+/=]+)"/.exec(html)![1]!, 'base64');

describe('the counter-service barcode by e-mail', () => {
  it('comes in the order-placed mail with the references, amount and pay-by time, in the order’s language', async () => {
    const { m, orderNo } = await counterOrder('en');
    const [order] = await server.app.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const [mail] = await server.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, m.email));
    expect(mail?.subject).toBe(`Order ${orderNo} received: waiting for payment`);
    const barcodeText = billPaymentBarcode({ billerId: server.config.thaiQr.billerId, ref1: 'REGULAR', ref2: orderNo, amountSatang: 52_000 });
    expect(scanBarcodePng(pngOf(mail!.html))).toBe(barcodeText);
    expect(mail!.html).toContain(`alt="Bill-payment barcode for order ${orderNo}"`);
    for (const line of [
      'Your barcode to pay at a counter service:',
      `Biller ID: ${server.config.thaiQr.billerId}`,
      'Reference 1: REGULAR',
      `Reference 2: ${orderNo}`,
      'Amount: ฿520.00',
      `Pay by: ${formatDateTime(order!.expiresAt, 'en')}`,
    ]) {
      expect(mail!.text).toContain(line);
    }
    // the development mailbox shows the barcode as the member sees it
    const mailbox = await server.request('/dev/mailbox');
    expect(mailbox.text).toContain(`<img src="data:image/png;base64,${pngOf(mail!.html).toString('base64')}" alt="Bill-payment barcode for order ${orderNo}">`);

    const thai = await counterOrder('th');
    const [thaiMail] = await server.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, thai.m.email));
    const [thaiOrder] = await server.app.database.db.select().from(orders).where(eq(orders.orderNo, thai.orderNo));
    expect(thaiMail!.text).toContain(`เลขอ้างอิง 2: ${thai.orderNo}`);
    expect(thaiMail!.text).toContain(`ชำระภายใน: ${formatDateTime(thaiOrder!.expiresAt, 'th')} น.`);
    expect(thaiMail!.html).toContain(`alt="บาร์โค้ดชำระเงินของคำสั่งซื้อ ${thai.orderNo}"`);

    // other channels' mails carry no barcode
    const qr = await counterOrder('en', QR);
    const [qrMail] = await server.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, qr.m.email));
    expect(qrMail!.html).not.toContain('<img');
  });

  it('is delivered over SMTP as an inline (cid:) PNG attachment, not a data: image', async () => {
    const caught: ParsedMail[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream, { keepCidLinks: true })
          .then((parsed) => {
            caught.push(parsed);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const shop = await shopWith({ SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` });
    try {
      const fixture = ordersFixture(() => shop);
      const m = await fixture.shopper([{ skuId: small.id, amount: 2 }]);
      const orderNo = (await fixture.place(m, await fixture.orderBody(m, { paymentChannelId: COUNTER }))).body.result.orderNo as string;
      const deadline = Date.now() + 20_000;
      while (!caught.some((mail) => mail.subject?.includes(orderNo)) && Date.now() < deadline) {
        // the mail worker sends it once the order commits
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const mail = caught.find((one) => one.subject?.includes(orderNo));
      expect(mail).toBeDefined();
      const html = typeof mail!.html === 'string' ? mail!.html : '';
      expect(html).not.toContain('data:image');
      const cid = /<img src="cid:([^"]+)"/.exec(html)?.[1];
      expect(cid).toBeDefined();
      const image = mail!.attachments.find((attachment) => attachment.cid === cid);
      expect(image).toMatchObject({ contentType: 'image/png', contentDisposition: 'inline' });
      expect(scanBarcodePng(image!.content)).toBe(
        billPaymentBarcode({ billerId: shop.config.thaiQr.billerId, ref1: 'REGULAR', ref2: orderNo, amountSatang: 52_000 }),
      );
    } finally {
      await shop.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
