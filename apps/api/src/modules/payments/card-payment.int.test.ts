import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersFixture } from '../../../test/orders-fixture';
import { PAYMENT_TEST_SKU, startPaymentsShop } from '../../../test/payments-shop';
import type { TestServer } from '../../../test/test-server';
import { SANDBOX_CARD_SECRET } from '../../config/config';
import { orders } from '../orders/orders.tables';
import { cardSecureHash } from './card-form';
import { paymentNotifications } from './payments.tables';

const CARD = 2;
const small = PAYMENT_TEST_SKU; // 235.00
let server: TestServer;

beforeAll(async () => {
  server = await startPaymentsShop();
});
afterAll(() => server.close());

const { shopper, orderBody, place } = ordersFixture(() => server);
const statusOf = async (orderNo: string) => (await server.app.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!.statusId;
const form = (path: string, fields: Record<string, string>) =>
  server.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

/** A card order of ฿520.00 and the hidden form step 3 posts to the gateway. */
async function cardOrder(lang: 'th' | 'en' = 'en') {
  const m = await shopper([{ skuId: small.id, amount: 2 }]);
  const res = await place(m, await orderBody(m, { paymentChannelId: CARD }), {}, lang);
  expect(res.status, res.text).toBe(200);
  const orderNo = res.body.result.orderNo as string;
  const payment = (await server.request(`/api/v1/orders/${orderNo}/payment`, { headers: m.auth })).body.result;
  return { orderNo, payment, fields: payment.card.fields as Record<string, string> };
}

describe('paying by card at the sandbox gateway', () => {
  it("answers the gateway's hidden form, hashed so the amount cannot change on the way", async () => {
    const { orderNo, payment, fields } = await cardOrder('th');
    expect(payment).toMatchObject({ kind: 'card', qr: null, card: { action: '/sandbox/card/pay' } });
    const back = `/cart/checkout?step=3&Ref=${orderNo}`;
    expect(fields).toEqual({
      merchantId: 'PAWSOOK-SANDBOX',
      amount: '520.00',
      orderRef: orderNo,
      currCode: '764',
      successUrl: back,
      failUrl: back,
      cancelUrl: back,
      payType: 'N',
      lang: 'T',
      remark: '-',
      secureHash: cardSecureHash({ merchantId: 'PAWSOOK-SANDBOX', orderRef: orderNo, currCode: '764', amount: '520.00', payType: 'N' }, SANDBOX_CARD_SECRET),
    });
  });

  it('shows the card page for an intact form, without fields that would post the card', async () => {
    const { fields } = await cardOrder();
    const page = await form('/sandbox/card/pay', fields);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Pay ฿520.00');
    expect(page.text).toContain('id="number"');
    expect(page.text).not.toMatch(/name="(number|expiry|cvv|otp)"/);
    expect((await server.request('/sandbox/card/card.js')).text).toContain('luhn');
    expect((await form('/sandbox/card/pay', { ...fields, amount: '1.00' })).status).toBe(400);
    expect((await form('/sandbox/card/pay', { ...fields, merchantId: 'SOMEONE-ELSE' })).status).toBe(400);
  });

  it('pays: the data feed moves the order to paid, and the shopper goes back to step 3', async () => {
    const { orderNo, fields } = await cardOrder();
    const done = await form('/sandbox/card/complete', { ...fields, outcome: 'paid' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(fields.successUrl);
    expect(await statusOf(orderNo)).toBe(2);
    const notes = await server.app.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, orderNo));
    expect(notes).toEqual([expect.objectContaining({ provider: 'card', currency: '764', outcome: 'applied' })]);
  });

  it('declines and cancels without paying, and sends nobody elsewhere', async () => {
    const { orderNo, fields } = await cardOrder();
    const declined = await form('/sandbox/card/complete', { ...fields, outcome: 'declined' });
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(fields.failUrl);
    const cancelled = await form('/sandbox/card/complete', { ...fields, outcome: 'cancelled' });
    expect(cancelled.headers.get('location')).toBe(fields.cancelUrl);
    expect(await statusOf(orderNo)).toBe(1);
    const notes = await server.app.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, orderNo));
    expect(notes.map((n) => [n.status, n.outcome])).toEqual([['declined', 'ignored']]);
    expect((await form('/sandbox/card/complete', { ...fields, outcome: 'paid', successUrl: 'https://elsewhere.example/' })).status).toBe(400);
    expect((await form('/sandbox/card/complete', { ...fields, outcome: 'paid', amount: '1.00' })).status).toBe(400);
    expect(await statusOf(orderNo)).toBe(1);
  });

  it('offers no online checkout while cards go by the hosted form (the default)', async () => {
    const m = await shopper([{ skuId: small.id, amount: 2 }]);
    const orderNo = (await place(m, await orderBody(m, { paymentChannelId: CARD }))).body.result.orderNo as string;
    expect((await server.request(`/api/v1/orders/${orderNo}/payment`, { headers: m.auth })).body.result.cardCheckout).toBe(false);
    const res = await server.request('/api/v1/payments/online-checkout', { method: 'POST', headers: m.auth, json: { orderNo, amount: 52_000 } });
    expect(res.status).toBe(400);
    expect((await server.request('/sandbox/card/checkout?session=x')).status).toBe(404);
  });
});
