import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/members-fixture';
import { ordersFixture } from '../../../test/orders-fixture';
import { PAYMENT_TEST_SKU, startPaymentsShop } from '../../../test/payments-shop';
import type { TestServer } from '../../../test/test-server';
import { orders } from '../orders/orders.tables';
import { paymentAttempts, paymentNotifications } from './payments.tables';

const CARD = 2;
const STAFF_TOKEN = 'staff-token-of-the-checkout-test-0123456789';
const small = PAYMENT_TEST_SKU; // 235.00
let server: TestServer;

beforeAll(async () => {
  server = await startPaymentsShop({ CARD_PROVIDER: 'payment-link', STAFF_API_TOKEN: STAFF_TOKEN });
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

async function cardOrder() {
  const m = await shopper([{ skuId: small.id, amount: 2 }]);
  const res = await place(m, await orderBody(m, { paymentChannelId: CARD }));
  expect(res.status, res.text).toBe(200);
  return { m, orderNo: res.body.result.orderNo as string };
}
const checkout = (m: { auth: Record<string, string> }, body: object, lang: 'th' | 'en' = 'en') =>
  server.request('/api/v1/payments/online-checkout', { method: 'POST', headers: m.auth, json: body, lang });

describe('cards at a payment-link provider (CARD_PROVIDER=payment-link)', () => {
  it('answers no hidden form but a checkout for the amount in minor units, and only for the member’s own waiting order', async () => {
    const { m, orderNo } = await cardOrder();
    const payment = (await server.request(`/api/v1/orders/${orderNo}/payment`, { headers: m.auth })).body.result;
    expect(payment).toMatchObject({ kind: 'card', card: null, cardCheckout: true });
    // baht where satang is asked: refused
    const baht = await checkout(m, { orderNo, amount: 520 }, 'th');
    expect(baht.status).toBe(400);
    expect(baht.body.errorMessage).toContain('ยอดที่ต้องชำระเปลี่ยนไป');
    const stranger = await signedInMember(server);
    expect((await checkout(stranger, { orderNo, amount: 52_000 })).status).toBe(404);
    const started = await checkout(m, { orderNo, amount: 52_000 });
    expect(started.status, started.text).toBe(200);
    expect(started.body.result.data.checkout_url).toMatch(/^\/sandbox\/card\/checkout\?session=/);
    const attempts = await server.app.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderNo, orderNo));
    expect(attempts).toEqual([expect.objectContaining({ provider: 'card', kind: 'checkout', amountSatang: 52_000, reference: expect.stringMatching(/^cs_/) })]);
    const page = await server.request(started.body.result.data.checkout_url);
    expect(page.status).toBe(200);
    expect(page.text).toContain(orderNo);
    expect(page.text).toContain('Pay ฿520.00');
    expect(page.text).not.toMatch(/name="(number|expiry|cvv|otp)"/);
  });

  it('is paid by the webhook after a decline, once, and sends the shopper back to step 3', async () => {
    const { m, orderNo } = await cardOrder();
    const url = (await checkout(m, { orderNo, amount: 52_000 })).body.result.data.checkout_url as string;
    const session = new URLSearchParams(url.split('?')[1]).get('session')!;
    const declined = await form('/sandbox/card/checkout/complete', { session, outcome: 'declined' });
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(`/cart/checkout?step=3&Ref=${orderNo}`);
    expect(await statusOf(orderNo)).toBe(1);
    const paid = await form('/sandbox/card/checkout/complete', { session, outcome: 'paid' });
    expect(paid.status).toBe(303);
    expect(await statusOf(orderNo)).toBe(2);
    expect((await form('/sandbox/card/checkout/complete', { session, outcome: 'paid' })).status).toBe(409);
    const notes = await server.app.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, orderNo));
    expect(notes.map((n) => [n.provider, n.status, n.outcome])).toEqual([
      ['card', 'declined', 'ignored'],
      ['card', 'paid', 'applied'],
    ]);
    // and handed back through the same provider
    const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
    await server.request(`/api/v1/staff/orders/${orderNo}/status`, { method: 'PATCH', headers: staff, json: { statusId: 9 } });
    const refund = await server.request(`/api/v1/staff/orders/${orderNo}/refund`, { method: 'POST', headers: staff, json: {} });
    expect(refund.status, refund.text).toBe(200);
    expect(refund.body.result).toMatchObject({ statusId: 11, refund: { status: 'done', provider: 'card' } });
  });

  it('refuses a changed or unknown session', async () => {
    const { m, orderNo } = await cardOrder();
    const url = (await checkout(m, { orderNo, amount: 52_000 })).body.result.data.checkout_url as string;
    const session = new URLSearchParams(url.split('?')[1]).get('session')!;
    expect((await server.request(`/sandbox/card/checkout?session=${encodeURIComponent(`${session}x`)}`)).status).toBe(410);
    expect((await form('/sandbox/card/checkout/complete', { session: `x${session}`, outcome: 'paid' })).status).toBe(400);
    expect(await statusOf(orderNo)).toBe(1);
  });
});
