import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersFixture } from '../../../test/orders-fixture';
import { PAYMENT_TEST_SKU, startPaymentsShop } from '../../../test/payments-shop';
import type { TestServer } from '../../../test/test-server';
import { orders } from '../orders/orders.tables';
import { paymentAttempts, paymentNotifications, paymentRefunds, sandboxBankPayments } from './payments.tables';

const QR = 4;
const CARD = 2;
const WALLET = 1;
const TRANSFER = 5;
const COUNTER = 3;
const STAFF_TOKEN = 'staff-token-of-the-refund-test-0123456789';
const small = PAYMENT_TEST_SKU; // 235.00
let server: TestServer;

beforeAll(async () => {
  server = await startPaymentsShop({ STAFF_API_TOKEN: STAFF_TOKEN });
});
afterAll(() => server.close());

const { shopper, orderBody, place } = ordersFixture(() => server);
const db = () => server.app.database.db;
const statusOf = async (orderNo: string) => (await db().select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!.statusId;
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
const refund = (orderNo: string, body: object = {}, lang: 'th' | 'en' = 'en') =>
  server.request(`/api/v1/staff/orders/${orderNo}/refund`, { method: 'POST', headers: staff, json: body, lang });
const cancel = (orderNo: string) => server.request(`/api/v1/staff/orders/${orderNo}/status`, { method: 'PATCH', headers: staff, json: { statusId: 9 } });
const form = (path: string, fields: Record<string, string>) =>
  server.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
/** a reconciliation pass as if it ran three minutes from now: past every order's quiet time */
const reconcileLater = () => server.app.paymentReconciliation.runOnce(Date.now() + 3 * 60_000);

async function orderOf(channel: number) {
  const m = await shopper([{ skuId: small.id, amount: 2 }]);
  const res = await place(m, await orderBody(m, { paymentChannelId: channel }));
  expect(res.status, res.text).toBe(200);
  const orderNo = res.body.result.orderNo as string;
  const payment = (await server.request(`/api/v1/orders/${orderNo}/payment`, { headers: m.auth })).body.result;
  return { m, orderNo, payment };
}

/** A card order of ฿520.00 paid at the sandbox gateway (its data feed lost on the way when asked). */
async function paidByCard({ lose = false } = {}) {
  const { orderNo, payment } = await orderOf(CARD);
  const done = await form('/sandbox/card/complete', { ...payment.card.fields, outcome: 'paid', ...(lose ? { lose: 'yes' } : {}) });
  expect(done.status).toBe(303);
  return orderNo;
}

describe('refunds through the provider that took the payment', () => {
  it('refunds a cancelled card order at the gateway: 9 → 10 → 11, once', async () => {
    const orderNo = await paidByCard();
    expect(await statusOf(orderNo)).toBe(2);
    // a paid order still going is not refunded: it is cancelled first (stock and coins back then)
    const early = await refund(orderNo);
    expect(early.status).toBe(409);
    expect(early.body.errorMessage).toContain('Cancel a paid order first');
    expect((await cancel(orderNo)).status).toBe(200);

    const res = await refund(orderNo);
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toMatchObject({
      orderNo,
      statusId: 11,
      refund: { status: 'done', amount: '520.00', provider: 'card', reference: expect.stringMatching(/^SBXRF-RF\d+$/) },
    });
    const books = await db()
      .select()
      .from(sandboxBankPayments)
      .where(and(eq(sandboxBankPayments.orderNo, orderNo), eq(sandboxBankPayments.status, 'refunded')));
    expect(books).toEqual([expect.objectContaining({ provider: 'card', amountSatang: 52_000, providerReference: res.body.result.refund.reference })]);
    // the refund sits beside the payment it returns
    const [row] = await db().select().from(paymentRefunds).where(eq(paymentRefunds.orderNo, orderNo));
    const [payment] = await db().select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, orderNo));
    expect(row).toMatchObject({ paymentId: payment!.id, status: 'done', requestedBy: 'staff-token', amountSatang: 52_000 });

    const again = await refund(orderNo, {}, 'th');
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toContain('ไม่มีการชำระเงินที่คืนได้');
  });

  it('refunds once when five staff press Refund at once', async () => {
    const orderNo = await paidByCard();
    await cancel(orderNo);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(orderNo)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await statusOf(orderNo)).toBe(11);
    const books = await db()
      .select()
      .from(sandboxBankPayments)
      .where(and(eq(sandboxBankPayments.orderNo, orderNo), eq(sandboxBankPayments.status, 'refunded')));
    expect(books).toHaveLength(1);
    expect(await db().select().from(paymentRefunds).where(eq(paymentRefunds.orderNo, orderNo))).toHaveLength(1);
  });

  it('keeps the order at Refund when the provider does not refund, and refunds when asked again', async () => {
    const orderNo = await paidByCard();
    await cancel(orderNo);
    // the gateway has no record of the payment for a while: it refuses
    const [paid] = await db().select().from(sandboxBankPayments).where(eq(sandboxBankPayments.orderNo, orderNo));
    await db().update(sandboxBankPayments).set({ providerReference: 'ELSEWHERE' }).where(eq(sandboxBankPayments.id, paid!.id));
    const failed = await refund(orderNo);
    expect(failed.status).toBe(502);
    expect(failed.body.errorMessage).toContain('did not make the refund');
    expect(await statusOf(orderNo)).toBe(10);
    expect(await db().select().from(paymentRefunds).where(eq(paymentRefunds.orderNo, orderNo))).toEqual([
      expect.objectContaining({ status: 'failed', reason: expect.stringContaining('404') }),
    ]);

    await db().update(sandboxBankPayments).set({ providerReference: paid!.providerReference }).where(eq(sandboxBankPayments.id, paid!.id));
    const retried = await refund(orderNo);
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body.result).toMatchObject({ statusId: 11, refund: { status: 'done' } });
  });

  it('returns money that came after the order expired, leaving the order expired', async () => {
    const { orderNo, payment } = await orderOf(QR);
    await db()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.orderNo, orderNo));
    await server.app.orders.expireDue();
    const paid = await form('/sandbox/qr', { payload: payment.qr.payload, action: 'pay' });
    expect(paid.status, paid.text).toBe(200);
    expect((await db().select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, orderNo)))[0]).toMatchObject({
      outcome: 'late',
      needsRefund: true,
    });

    const res = await refund(orderNo);
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toMatchObject({ statusId: 12, refund: { status: 'done', provider: 'qr', amount: '520.00' } });
    expect((await db().select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, orderNo)))[0]).toMatchObject({ needsRefund: false });
    expect((await refund(orderNo)).status).toBe(409);
  });

  it('records a bank transfer returned by hand, with the reference of the transfer back', async () => {
    const { orderNo } = await orderOf(TRANSFER);
    const confirmed = await server.request(`/api/v1/staff/orders/${orderNo}/payment`, {
      method: 'POST',
      headers: staff,
      json: { amount: '520.00', reference: `SLIP-${orderNo}` },
    });
    expect(confirmed.body.result.outcome).toBe('applied');
    await cancel(orderNo);
    const unnamed = await refund(orderNo, {}, 'th');
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.errorMessage).toContain('เลขอ้างอิง');
    expect(await statusOf(orderNo)).toBe(9);
    const res = await refund(orderNo, { reference: 'BACK-0001' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toMatchObject({ statusId: 11, refund: { status: 'done', provider: 'transfer', reference: 'BACK-0001' } });
  });

  it('answers only to the staff token', async () => {
    const orderNo = await paidByCard();
    expect((await server.request(`/api/v1/staff/orders/${orderNo}/refund`, { method: 'POST', json: {} })).status).toBe(401);
    expect((await refund('PS0000000NONE')).status).toBe(404);
  });
});

describe('every payment started is kept', () => {
  it('keeps each bill, form and request handed out, with the provider’s reference when it gives one', async () => {
    const attemptsOf = (orderNo: string) => db().select().from(paymentAttempts).where(eq(paymentAttempts.orderNo, orderNo)).orderBy(paymentAttempts.id);
    const qr = await orderOf(QR);
    await server.request(`/api/v1/orders/${qr.orderNo}/payment`, { headers: qr.m.auth });
    expect((await attemptsOf(qr.orderNo)).map((a) => [a.provider, a.kind, a.amountSatang])).toEqual([
      ['qr', 'bill', 52_000],
      ['qr', 'bill', 52_000],
    ]);
    const card = await orderOf(CARD);
    expect(await attemptsOf(card.orderNo)).toEqual([expect.objectContaining({ provider: 'card', kind: 'form', memberId: expect.any(Number) })]);
    const wallet = await orderOf(WALLET);
    const started = await server.request('/api/v1/payments/tmn', {
      method: 'POST',
      headers: wallet.m.auth,
      json: { orderNo: wallet.orderNo, amount: 520, isMobile: false },
    });
    expect(await attemptsOf(wallet.orderNo)).toEqual([
      expect.objectContaining({ provider: 'wallet', kind: 'request', reference: started.body.result.requestId }),
    ]);
    const counter = await orderOf(COUNTER);
    const body = {
      inv: counter.orderNo,
      amt: '520.00',
      desc: 'Pawsook',
      urlBack: '',
      urlConfirm: '',
      paymentMethod: 'CS',
      currency: 'THB',
      name: '',
      email: '',
    };
    expect((await server.request('/api/v1/payments/cs/encryption', { method: 'POST', headers: counter.m.auth, json: body })).status).toBe(200);
    expect(await attemptsOf(counter.orderNo)).toEqual([expect.objectContaining({ provider: 'counter', kind: 'bill' })]);
  });
});

describe('reconciliation asks every provider that keeps books', () => {
  it('finds a card payment whose data feed was lost', async () => {
    const orderNo = await paidByCard({ lose: true });
    expect(await statusOf(orderNo)).toBe(1);
    expect(await reconcileLater()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(orderNo)).toBe(2);
    expect((await db().select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, orderNo)))[0]).toMatchObject({
      provider: 'card',
      outcome: 'applied',
    });
  });

  it('finds a wallet payment whose notification was lost', async () => {
    const { m, orderNo } = await orderOf(WALLET);
    const started = await server.request('/api/v1/payments/tmn', { method: 'POST', headers: m.auth, json: { orderNo, amount: 520, isMobile: false } });
    expect(started.status, started.text).toBe(200);
    const token = new URL(started.body.result.qrPayload as string).searchParams.get('token')!;
    expect((await form('/sandbox/wallet/pay', { token, action: 'pay', lose: 'yes' })).status).toBe(200);
    expect(await statusOf(orderNo)).toBe(1);
    expect(await reconcileLater()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(orderNo)).toBe(2);
  });

  it('finds a counter-service payment whose notification was lost; its money goes back by hand', async () => {
    const { m, orderNo } = await orderOf(COUNTER);
    const body = { inv: orderNo, amt: '520.00', desc: 'Pawsook', urlBack: '', urlConfirm: '', paymentMethod: 'CS', currency: 'THB', name: '', email: '' };
    const started = await server.request('/api/v1/payments/cs/encryption', { method: 'POST', headers: m.auth, json: body });
    expect(started.status, started.text).toBe(200);
    const paid = await form('/sandbox/counter/pay?lang=en', { paymentData: started.body.result.encryptedPaymentData, lose: 'yes' });
    expect(paid.status, paid.text).toBe(200);
    expect(await statusOf(orderNo)).toBe(1);
    expect(await reconcileLater()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(orderNo)).toBe(2);
    await cancel(orderNo);
    expect((await refund(orderNo)).status).toBe(400);
    expect((await refund(orderNo, { reference: 'BACK-CS-1' })).body.result).toMatchObject({
      statusId: 11,
      refund: { provider: 'counter', reference: 'BACK-CS-1' },
    });
  });

  it('asks about an order often in its first hour, then hourly', async () => {
    const orderNo = await paidByCard({ lose: true });
    const db = server.app.database.db;
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    // two hours old, asked ten minutes ago: not yet; asked an hour and more ago: again
    await db
      .update(orders)
      .set({ createdAt: ago(120), paymentCheckedAt: ago(10) })
      .where(eq(orders.orderNo, orderNo));
    await server.app.paymentReconciliation.runOnce();
    expect(await statusOf(orderNo)).toBe(1);
    await db
      .update(orders)
      .set({ paymentCheckedAt: ago(61) })
      .where(eq(orders.orderNo, orderNo));
    await server.app.paymentReconciliation.runOnce();
    expect(await statusOf(orderNo)).toBe(2);
  });
});
