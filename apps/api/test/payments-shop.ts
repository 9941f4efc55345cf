import { eq } from 'drizzle-orm';
import { productSkus } from '../src/modules/catalog/catalog.tables';
import { fixtureProducts, loadCatalogFixture } from './catalog-fixture';
import { withTransferAccount } from './orders-fixture';
import { startTestServer, type TestServer } from './test-server';

/** The SKU the payment tests order two of: ฿235.00 each, so an order of ฿520.00 with shipping. */
export const PAYMENT_TEST_SKU = fixtureProducts[0]!.skus[0]!;

/**
 * A shop for the payment tests: the catalogue fixture without demo data, no rate limits in the
 * way of many orders, stock enough for every order a file places and the transfer account (so all
 * five channels are offered); `env` adds the channel's own configuration.
 */
export async function startPaymentsShop(env: Record<string, string> = {}): Promise<TestServer> {
  const server = await startTestServer({ DEMO_DATA: 'false', RATE_LIMIT_PER_MINUTE: '1000000', SIGNIN_ATTEMPTS_PER_MINUTE: '1000000', ...env });
  await loadCatalogFixture(server.app.database);
  await server.app.database.db.update(productSkus).set({ stock: 1_000 }).where(eq(productSkus.id, PAYMENT_TEST_SKU.id));
  await server.app.liveCatalog.settle();
  await withTransferAccount(server);
  return server;
}
