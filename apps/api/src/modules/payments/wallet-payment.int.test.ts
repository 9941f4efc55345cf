import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/members-fixture';
import { ordersFixture } from '../../../test/orders-fixture';
import { PAYMENT_TEST_SKU, startPaymentsShop } from '../../../test/payments-shop';
import type { TestServer } from '../../../test/test-server';
import { SANDBOX_PAYMENT_NOTIFY_SECRET } from '../../config/config';
import { orders, orderStatusHistory } from '../orders/orders.tables';
import { paymentNotifications } from './payments.tables';
import { walletToken } from './wallet-sandbox.routes';

const WALLET = 1;
const small = PAYMENT_TEST_SKU; // 235.00
let server: TestServer;

beforeAll(async () => {
  server = await startPaymentsShop();
});
afterAll(() => server.close());

const { shopper, orderBody, place } = ordersFixture(() => server);
const statusOf = async (orderNo: string) => (await server.app.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!.statusId;

async function orderOf(channel: number) {
  const m = await shopper([{ skuId: small.id, amount: 2 }]);
  const res = await place(m, await orderBody(m, { paymentChannelId: channel }));
  expect(res.status, res.text).toBe(200);
  return { m, orderNo: res.body.result.orderNo as string };
}
const start = (m: { auth: Record<string, string> }, body: object) =>
  server.request('/api/v1/payments/tmn', { method: 'POST', headers: m.auth, json: body, lang: 'en' });
const wallet = (token: string, action: 'pay' | 'decline') =>
  server.request('/sandbox/wallet/pay', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, action }).toString(),
  });

describe('paying by e-wallet in the sandbox wallet', () => {
  it('starts a three-minute wallet QR for the order’s exact amount, and the wallet pays it once', async () => {
    const { m, orderNo } = await orderOf(WALLET);
    const res = await start(m, { orderNo, amount: 520, isMobile: false });
    expect(res.status, res.text).toBe(200);
    const answer = res.body.result;
    expect(answer).toMatchObject({
      orderNo,
      qrPayload: expect.stringContaining('/sandbox/wallet/pay?token='),
      deeplinkUrl: expect.stringMatching(/^\/sandbox\/wallet\/pay\?token=/),
    });
    const lives = new Date(answer.expiresAt).getTime() - Date.now();
    expect(lives).toBeGreaterThan(170_000);
    expect(lives).toBeLessThanOrEqual(180_000);

    const page = await server.request(answer.deeplinkUrl);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Pay ฿520.00');
    const token = new URL(answer.qrPayload).searchParams.get('token')!;
    expect((await wallet(token, 'pay')).text).toContain(`Paid ฿520.00 for ${orderNo}`);
    expect(await statusOf(orderNo)).toBe(2);
    // the same request paid again is the same payment
    await wallet(token, 'pay');
    const [order] = await server.app.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(await server.app.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order!.id))).toHaveLength(2);
    expect(
      (await server.app.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, orderNo))).map((n) => [n.provider, n.outcome]),
    ).toEqual([['wallet', 'applied']]);
    // a paid order is not started again
    expect((await start(m, { orderNo, amount: 520, isMobile: false })).body.errorMessage).toBe('This order is not waiting for payment.');
  });

  it('refuses another amount, another channel’s order and another member’s order', async () => {
    const { m, orderNo } = await orderOf(WALLET);
    const wrong = await start(m, { orderNo, amount: 1, isMobile: false });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorMessage).toBe('The amount to pay has changed. Please open the order again.');
    const qr = await orderOf(4);
    const notWallet = await start(qr.m, { orderNo: qr.orderNo, amount: 520, isMobile: false });
    expect(notWallet.status).toBe(400);
    expect(notWallet.body.errorMessage).toBe(`Payment by this channel is not available yet for order ${qr.orderNo}.`);
    expect((await start(await signedInMember(server), { orderNo, amount: 520, isMobile: false })).status).toBe(404);
    expect((await server.request('/api/v1/payments/tmn', { method: 'POST', json: { orderNo, amount: 520 } })).status).toBe(401);
    expect(await statusOf(orderNo)).toBe(1);
  });

  it('does not pay a request past its three minutes, nor one it did not make', async () => {
    const { orderNo } = await orderOf(WALLET);
    const expired = walletToken({ orderNo, amountSatang: 52_000, expiresAt: Date.now() - 1, id: 'old' }, SANDBOX_PAYMENT_NOTIFY_SECRET);
    expect((await wallet(expired, 'pay')).status).toBe(410);
    expect((await server.request(`/sandbox/wallet/pay?token=${encodeURIComponent(expired)}`)).text).toContain('This QR code has expired');
    const forged = walletToken({ orderNo, amountSatang: 1, expiresAt: Date.now() + 60_000, id: 'x' }, 'not-the-wallet-secret');
    expect((await wallet(forged, 'pay')).status).toBe(400);
    expect(await statusOf(orderNo)).toBe(1);
  });
});
