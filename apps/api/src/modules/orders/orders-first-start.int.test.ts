import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProducts, loadCatalogFixture } from '../../../test/catalog-fixture';
import { signedInMember } from '../../../test/members-fixture';
import { ordersFixture } from '../../../test/orders-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { orderAddresses } from '../addresses/addresses.tables';

/**
 * The first orders of a server just started, by members whose order addresses exist already (made
 * by another process, or before a restart): nothing has read the region tree yet. Orders must not
 * wait inside their transactions for a connection to read it (with a pool of two, or the embedded
 * database's one, they would wait for ever).
 */
describe('the first orders after a start', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ DEMO_DATA: 'false', DATABASE_POOL_SIZE: '2', RATE_LIMIT_PER_MINUTE: '1000000', SIGNIN_ATTEMPTS_PER_MINUTE: '1000000' });
    await loadCatalogFixture(server.app.database);
    await server.app.liveCatalog.settle();
  });
  afterAll(() => server.close());

  it('are placed, several at once, before anything has read the regions', async () => {
    const { orderBody, place } = ordersFixture(() => server);
    const sku = fixtureProducts[2]!.skus[0]!;
    const shoppers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const m = await signedInMember(server);
        expect((await server.request('/api/v1/carts', { method: 'POST', headers: m.auth, json: { skuId: sku.id, amount: 1 } })).status).toBe(200);
        const [address] = await server.app.database.db
          .insert(orderAddresses)
          .values({
            memberId: m.id,
            book: 'shipping',
            name: 'Malee',
            surname: 'Srisuk',
            phone: '0891234567',
            address: '1 Silom',
            provinceId: 1,
            districtId: 1004,
            subDistrictId: 100402,
            postelCode: '10500',
          })
          .returning({ id: orderAddresses.id });
        return { ...m, shippingAddressId: address!.id };
      }),
    );
    const bodies = await Promise.all(shoppers.map((m) => orderBody(m)));
    const results = await Promise.all(shoppers.map((m, i) => place(m, bodies[i]!)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
  }, 30_000);
});
