import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersFixture } from '../../../test/orders-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { paymentChannels } from './payments.tables';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/v1/payment-channel', () => {
  it('lists the active channels of the five kinds, with the ids of member-area.md', async () => {
    const res = await server.request('/api/v1/payment-channel');
    expect(res.status).toBe(200);
    const byKind = Object.fromEntries(res.body.result.map((c: { kind: string; id: number }) => [c.kind, c.id]));
    expect(byKind).toEqual({ wallet: 1, card: 2, counter: 3, qr: 4, transfer: 5 });
    for (const channel of res.body.result) {
      expect(Object.keys(channel).sort()).toEqual(['id', 'kind', 'nameEn', 'nameTh', 's3PhotoKey', 'status']);
      expect(channel.status).toBe('active');
      expect((await server.request(`/images/${channel.s3PhotoKey}`)).status).toBe(200);
    }
  });

  it('leaves out channels that staff switched off', async () => {
    // kept in memory: the change shows as soon as its notification arrives
    const kinds = async () => ((await server.request('/api/v1/payment-channel')).body.result as { kind: string }[]).map((c) => c.kind);
    await server.app.database.db.update(paymentChannels).set({ status: 'inactive' }).where(eq(paymentChannels.kind, 'counter'));
    await expect.poll(kinds).not.toContain('counter');
    expect(await kinds()).toHaveLength(4);
    // and an order for it is refused: the channel is not offered now
    const { shopper, orderBody, place } = ordersFixture(() => server);
    // a demo SKU: Versele-Laga Prestige Tropical Finches 1 kg
    const m = await shopper([{ skuId: 930000192, amount: 1 }]);
    const refused = await place(m, await orderBody(m, { paymentChannelId: 3 }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errorMessage: [{ message: 'Please select payment method.' }, { result: '2' }] });
  });
});
