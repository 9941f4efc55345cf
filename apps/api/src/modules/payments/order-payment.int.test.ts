import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseThaiQr } from '@pawsook/shared/payments/thai-qr';
import { fixtureProducts, loadCatalogFixture } from '../../../test/catalog-fixture';
import { signedInMember } from '../../../test/members-fixture';
import { ordersFixture, TRANSFER, withTransferAccount } from '../../../test/orders-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { orders } from '../orders/orders.tables';
import { paymentNotifications } from './payments.tables';

const small = fixtureProducts[0]!.skus[0]!; // 235.00

async function shopWith(env: Record<string, string>) {
  const server = await startTestServer({ DEMO_DATA: 'false', RATE_LIMIT_PER_MINUTE: '1000000', SIGNIN_ATTEMPTS_PER_MINUTE: '1000000', ...env });
  await loadCatalogFixture(server.app.database);
  await server.app.liveCatalog.settle();
  await withTransferAccount(server);
  return server;
}

describe('paying an order by Thai QR in the sandbox bank', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await shopWith({ THAI_QR_BILLER_ID: '099400061772100', THAI_QR_MERCHANT_NAME: 'PAWSOOK' });
  });
  afterAll(() => server.close());
  const { shopper, orderBody, place } = ordersFixture(() => server);

  async function qrOrder() {
    const m = await shopper([{ skuId: small.id, amount: 2 }]);
    const res = await place(m, await orderBody(m));
    expect(res.status, res.text).toBe(200);
    return { m, orderNo: res.body.result.orderNo as string };
  }
  const statusOf = async (orderNo: string) => (await server.app.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!.statusId;
  const bank = (payload: string, action: 'pay' | 'decline') =>
    server.request('/sandbox/qr', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payload, action }).toString(),
    });

  it("answers the order's bill: reference 2 is the order number, the amount its total, the shop's biller", async () => {
    const { m, orderNo } = await qrOrder();
    const res = await server.request(`/api/v1/orders/${orderNo}/payment`, { headers: m.auth });
    expect(res.status, res.text).toBe(200);
    const payment = res.body.result;
    expect(payment).toMatchObject({ orderNo, statusId: 1, kind: 'qr', netTotalPrice: 520, expiryDate: expect.any(String) });
    expect(payment.qr).toMatchObject({ billerId: '099400061772100', billerName: 'Pawsook Co., Ltd.', ref1: 'REGULAR', ref2: orderNo });
    expect(parseThaiQr(payment.qr.payload)).toMatchObject({
      billerId: '099400061772100',
      ref1: 'REGULAR',
      ref2: orderNo,
      amountSatang: 52_000,
      merchantName: 'PAWSOOK',
      crcValid: true,
    });
    expect(payment.sandboxUrl).toBe(`/sandbox/qr?payload=${encodeURIComponent(payment.qr.payload)}`);
    // the same bill when asked again ("pay now" reopens the same payment)
    expect((await server.request(`/api/v1/orders/${orderNo}/payment`, { headers: m.auth })).body.result.qr.payload).toBe(payment.qr.payload);
    const stranger = await signedInMember(server);
    expect((await server.request(`/api/v1/orders/${orderNo}/payment`, { headers: stranger.auth })).status).toBe(404);
    expect((await server.request(`/api/v1/orders/${orderNo}/payment`)).status).toBe(401);
  });

  it('is paid when the sandbox bank pays the bill: its signed notification moves the order to paid', async () => {
    const { m, orderNo } = await qrOrder();
    const { qr } = (await server.request(`/api/v1/orders/${orderNo}/payment`, { headers: m.auth })).body.result;
    const shown = await server.request(`/sandbox/qr?payload=${encodeURIComponent(qr.payload)}`);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain(orderNo);
    expect(shown.text).toContain('฿520.00');

    const declined = await bank(qr.payload, 'decline');
    expect(declined.status).toBe(200);
    expect(await statusOf(orderNo)).toBe(1);
    const paid = await bank(qr.payload, 'pay');
    expect(paid.status, paid.text).toBe(200);
    expect(paid.text).toContain(`Paid ฿520.00 for ${orderNo}`);
    expect(await statusOf(orderNo)).toBe(2);
    expect((await server.request(`/api/v1/orders/${orderNo}/status`, { headers: m.auth })).body.result).toEqual({ statusId: 2 });
    const notes = await server.app.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, orderNo));
    expect(notes.map((n) => [n.status, n.outcome])).toEqual([
      ['declined', 'ignored'],
      ['paid', 'applied'],
    ]);
  });

  it('refuses a bill it cannot read, and never pays a changed amount', async () => {
    expect((await bank('not a qr', 'pay')).status).toBe(400);
    const { m, orderNo } = await qrOrder();
    const { qr } = (await server.request(`/api/v1/orders/${orderNo}/payment`, { headers: m.auth })).body.result;
    // a payload edited by hand fails its checksum
    expect((await bank(qr.payload.replace('520.00', '1.00'), 'pay')).status).toBe(400);
    expect(await statusOf(orderNo)).toBe(1);
  });

  const bankLosing = (payload: string) =>
    server.request('/sandbox/qr', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payload, action: 'pay', lose: 'yes' }).toString(),
    });
  /** a reconciliation pass as if it ran three minutes from now: past every order's quiet time */
  const reconcileLater = () => server.app.paymentReconciliation.runOnce(Date.now() + 3 * 60_000);

  it('finds a payment whose notification was lost when it reconciles, once even when two instances ask at once', async () => {
    const { m, orderNo } = await qrOrder();
    const { qr } = (await server.request(`/api/v1/orders/${orderNo}/payment`, { headers: m.auth })).body.result;
    const paid = await bankLosing(qr.payload);
    expect(paid.status, paid.text).toBe(200);
    expect(paid.text).toContain('the notification was lost');
    expect(await statusOf(orderNo)).toBe(1);
    // not before its quiet time: the notification may still come
    expect(await server.app.paymentReconciliation.runOnce()).toBe(0);
    const found = await Promise.all([reconcileLater(), reconcileLater()]);
    expect(found[0]! + found[1]!).toBe(1);
    expect(await statusOf(orderNo)).toBe(2);
    const notes = await server.app.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, orderNo));
    expect(notes).toEqual([expect.objectContaining({ outcome: 'applied', payload: expect.objectContaining({ foundBy: 'reconciliation' }) })]);
    expect(await reconcileLater()).toBe(0);
  });

  it('keeps a payment it finds for an order that expired meanwhile, flagged for a refund', async () => {
    const { m, orderNo } = await qrOrder();
    const { qr } = (await server.request(`/api/v1/orders/${orderNo}/payment`, { headers: m.auth })).body.result;
    await bankLosing(qr.payload);
    await server.app.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.orderNo, orderNo));
    await server.app.orders.expireDue();
    expect(await statusOf(orderNo)).toBe(12);
    expect(await reconcileLater()).toBe(1);
    expect(await statusOf(orderNo)).toBe(12);
    const [note] = await server.app.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, orderNo));
    expect(note).toMatchObject({ outcome: 'late', needsRefund: true });
  });

  it('answers the bank inquiry only when it is signed', async () => {
    expect((await server.request('/sandbox/qr/inquiry?orderNo=PS1')).status).toBe(401);
  });

  it('answers a transfer order with the shop’s account and its PromptPay QR, not a bill', async () => {
    const m = await shopper([{ skuId: small.id, amount: 1 }]);
    const res = await place(m, await orderBody(m, { paymentChannelId: TRANSFER }));
    expect(res.status, res.text).toBe(200);
    const payment = (await server.request(`/api/v1/orders/${res.body.result.orderNo}/payment`, { headers: m.auth })).body.result;
    expect(payment).toMatchObject({ kind: 'transfer', qr: null, sandboxUrl: null, transfer: { account: { promptPayId: '0994000617721' }, slips: [] } });
  });
});

describe('a shop without the payment sandbox', () => {
  it('serves no sandbox bank and names none', async () => {
    const server = await shopWith({ SANDBOXES: 'false', PAYMENT_NOTIFY_SECRET: 'a-real-secret-shared-with-the-providers-0123' });
    try {
      const { shopper, orderBody, place } = ordersFixture(() => server);
      const m = await shopper([{ skuId: small.id, amount: 1 }]);
      const res = await place(m, await orderBody(m));
      expect(res.status, res.text).toBe(200);
      const payment = (await server.request(`/api/v1/orders/${res.body.result.orderNo}/payment`, { headers: m.auth })).body.result;
      expect(payment.qr).not.toBeNull();
      expect(payment.sandboxUrl).toBeNull();
      expect((await server.request('/sandbox/qr')).status).toBe(404);
      // no card gateway, wallet or counter service configured: not offered, and no order can be placed with them
      const offered = (await server.request('/api/v1/payment-channel')).body.result.map((c: { kind: string }) => c.kind);
      expect(offered).toEqual(['qr', 'transfer']);
      const other = await shopper([{ skuId: small.id, amount: 1 }]);
      const card = await place(other, await orderBody(other, { paymentChannelId: 2 }));
      expect(card.status).toBe(400);
      expect(JSON.stringify(card.body)).toContain('payment method');
    } finally {
      await server.close();
    }
  });
});
