import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/members-fixture';
import { ordersFixture } from '../../../test/orders-fixture';
import { PAYMENT_TEST_SKU, startPaymentsShop } from '../../../test/payments-shop';
import type { TestServer } from '../../../test/test-server';
import { SANDBOX_PAYMENT_NOTIFY_SECRET } from '../../config/config';
import { orders } from '../orders/orders.tables';
import { SIGNATURE_HEADER, signNotification, TIMESTAMP_HEADER } from './notification-signature';
import { paymentNotifications } from './payments.tables';

const CARD = 2;
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

/** A member's card order of ฿520.00 and the hidden form step 3 posts to the gateway (handing it over is the attempt). */
async function cardOrder() {
  const m = await shopper([{ skuId: PAYMENT_TEST_SKU.id, amount: 2 }]);
  const res = await place(m, await orderBody(m, { paymentChannelId: CARD }));
  expect(res.status, res.text).toBe(200);
  const orderNo = res.body.result.orderNo as string;
  const handOver = async () =>
    (await server.request(`/api/v1/orders/${orderNo}/payment`, { headers: m.auth })).body.result.card.fields as Record<string, string>;
  return { m, orderNo, fields: await handOver(), handOver };
}

const outcomeOf = (orderNo: string, auth: Record<string, string>) =>
  server.request(`/api/v1/orders/${encodeURIComponent(orderNo)}/payment/outcome`, { headers: auth, lang: 'en' });

let events = 0;
/** A provider's signed notification, as the sandbox's data feed sends it. */
function notify(provider: string, note: Record<string, unknown>) {
  const body = JSON.stringify({
    eventId: `outcome-test-${++events}`,
    amount: '520.00',
    currency: '764',
    status: 'declined',
    providerReference: 'SBX',
    ...note,
  });
  const timestamp = Math.floor(Date.now() / 1000);
  return server.request(`/api/v1/payments/${provider}/notify`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signNotification(SANDBOX_PAYMENT_NOTIFY_SECRET, timestamp, body),
    },
    body,
  });
}

describe("the provider's word on an order's latest payment attempt", () => {
  it('is nothing before the gateway has said anything', async () => {
    const { m, orderNo } = await cardOrder();
    const res = await outcomeOf(orderNo, m.auth);
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toEqual({ orderNo, outcome: null, receivedAt: null });
  });

  it('says a card was declined as soon as the data feed has come, before the shopper is back; the order still waits', async () => {
    const { m, orderNo, fields } = await cardOrder();
    const done = await form('/sandbox/card/complete', { ...fields, outcome: 'declined' });
    expect(done.status).toBe(303);
    const res = await outcomeOf(orderNo, m.auth);
    expect(res.body.result).toEqual({ orderNo, outcome: 'declined', receivedAt: expect.any(String) });
    const [note] = await server.app.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, orderNo));
    expect(new Date(res.body.result.receivedAt as string).getTime()).toBe(note!.receivedAt.getTime());
    // asking changes nothing: the order waits for another try
    expect(await statusOf(orderNo)).toBe(1);
  });

  it('forgets a decline once the card is tried again, and says paid once the next attempt pays', async () => {
    const { m, orderNo, fields, handOver } = await cardOrder();
    await form('/sandbox/card/complete', { ...fields, outcome: 'declined' });
    expect((await outcomeOf(orderNo, m.auth)).body.result.outcome).toBe('declined');
    // step 3 hands the form over again: the decline answered the attempt before
    const again = await handOver();
    expect((await outcomeOf(orderNo, m.auth)).body.result).toEqual({ orderNo, outcome: null, receivedAt: null });
    await form('/sandbox/card/complete', { ...again, outcome: 'paid' });
    expect((await outcomeOf(orderNo, m.auth)).body.result.outcome).toBe('paid');
    expect(await statusOf(orderNo)).toBe(2);
  });

  it("counts no notification that did not fit the order: another amount, another channel's path", async () => {
    const { m, orderNo } = await cardOrder();
    expect((await notify('card', { orderNo, amount: '1.00' })).status).toBe(200);
    expect((await notify('wallet', { orderNo, currency: 'THB' })).status).toBe(200);
    const recorded = await server.app.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, orderNo));
    expect(recorded.map((n) => n.outcome)).toEqual(['rejected', 'rejected']);
    expect((await outcomeOf(orderNo, m.auth)).body.result.outcome).toBeNull();
    expect((await notify('card', { orderNo })).status).toBe(200);
    expect((await outcomeOf(orderNo, m.auth)).body.result.outcome).toBe('declined');
    expect(await statusOf(orderNo)).toBe(1);
  });

  it("is the member's own: 404 for another member's order or no such order, 401 without a token", async () => {
    const { orderNo, fields } = await cardOrder();
    await form('/sandbox/card/complete', { ...fields, outcome: 'declined' });
    const other = await signedInMember(server);
    const foreign = await outcomeOf(orderNo, other.auth);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('declined');
    expect((await outcomeOf('PS0000000NOPE', other.auth)).status).toBe(404);
    expect((await outcomeOf(orderNo, {})).status).toBe(401);
  });
});
