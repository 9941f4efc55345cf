import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { PartVersions } from '../../http/part-versions';
import { catalogPartsShownAt, partVersionsOf } from './catalog-parts';
import { loadCatalogSnapshot, refreshProducts, withStock, type CatalogSnapshot } from './catalog-snapshot';
import { listItemView, sellPriceOf } from './catalog-view';

export const CATALOG_CHANNEL = 'catalog_changed';
/** Changes that arrive together are applied together; past this many products, reload everything. */
const DEBOUNCE_MS = 5;
const FULL_RELOAD_ABOVE = 500;

/** A stock-only notice of migration 0014: 'stock:{skuId}:{stock}'. */
const STOCK_NOTICE = /^stock:(\d+):(-?\d+)$/;

/**
 * The catalogue kept in memory and kept current: database triggers announce every change on
 * catalog_changed (from this or any other instance), and the changed products are read again; a
 * change of stock alone comes with the new figure and is applied without reading anything.
 */
export async function createLiveCatalog(database: Database, log: FastifyBaseLogger) {
  let snapshot = await loadCatalogSnapshot(database.db);
  let pending = new Set<string>();
  /** the latest stock announced per SKU since the last batch (notices arrive in commit order) */
  let pendingStock = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let applying: Promise<void> = Promise.resolve();
  let stopped = false;
  /** settle() markers waiting for their batch to be applied */
  const waiters = new Map<string, () => void>();

  async function apply(ids: Set<string>, stock: Map<number, number>): Promise<void> {
    if (ids.has('*') || ids.size > FULL_RELOAD_ABOVE) {
      // read whole: every stock figure is as new as the notices
      snapshot = await loadCatalogSnapshot(database.db);
      return;
    }
    const productIds = [...ids].map(Number).filter(Number.isSafeInteger);
    if (productIds.length > 0) {
      snapshot = await refreshProducts(database.db, snapshot, productIds);
      // the products just read carry their stock already
      for (const skuId of stock.keys()) if (productIds.includes(snapshot.skusById.get(skuId)?.product.row.id ?? -1)) stock.delete(skuId);
    }
    if (stock.size > 0) snapshot = withStock(snapshot, stock);
  }

  function schedule(payload: string): void {
    if (stopped) return;
    const stockNotice = STOCK_NOTICE.exec(payload);
    if (stockNotice) {
      pendingStock.set(Number(stockNotice[1]), Number(stockNotice[2]));
    } else {
      pending.add(payload);
    }
    timer ??= setTimeout(() => {
      timer = undefined;
      const ids = pending;
      const stock = pendingStock;
      pending = new Set();
      pendingStock = new Map();
      const markers = [...ids].filter((id) => id.startsWith('settle:'));
      markers.forEach((m) => ids.delete(m));
      applying = applying
        .then(() => apply(ids, stock))
        // a refresh cut short by the shop shutting down (its database closing) is no failure
        .catch((error: unknown) => (stopped ? undefined : log.error({ err: error }, 'catalogue refresh failed')))
        .finally(() => markers.forEach((m) => waiters.get(m)?.()));
    }, DEBOUNCE_MS);
  }

  const unlisten = await database.listen(CATALOG_CHANNEL, schedule, () => schedule('*'));

  return {
    current: (): CatalogSnapshot => snapshot,
    /** The versions of the parts of the catalogue as it is now (catalog-parts.ts): what kept pages are checked against. */
    partVersions: (): PartVersions => partVersionsOf(snapshot),
    /** The parts of the catalogue a drawn page shows through an address it read; null: not the catalogue's. */
    partsShownAt: catalogPartsShownAt,
    /** A SKU's price at `now` (its special price while one runs): what the cart charges for it. */
    sellPriceOf,
    /** A product as the listings show it, for lists another room keeps (the wishlist). */
    listItemView,
    /**
     * Resolves once every change committed before the call has been applied. Notifications arrive
     * in commit order, so a marker sent now comes back after all of them.
     */
    async settle(): Promise<void> {
      const marker = `settle:${randomUUID()}`;
      const done = new Promise<void>((resolve) => waiters.set(marker, resolve));
      await database.db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${marker})`);
      await done;
      waiters.delete(marker);
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await unlisten().catch(() => undefined);
      await applying;
    },
  };
}

export type LiveCatalog = Awaited<ReturnType<typeof createLiveCatalog>>;
