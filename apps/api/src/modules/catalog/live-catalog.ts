import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { loadCatalogSnapshot, refreshProducts, type CatalogSnapshot } from './catalog-snapshot';

export const CATALOG_CHANNEL = 'catalog_changed';
/** Changes that arrive together are applied together; past this many products, reload everything. */
const DEBOUNCE_MS = 5;
const FULL_RELOAD_ABOVE = 500;

/**
 * The catalogue kept in memory and kept current: database triggers announce every change on
 * catalog_changed (from this or any other instance), and the changed products are read again.
 */
export async function createLiveCatalog(database: Database, log: FastifyBaseLogger) {
  let snapshot = await loadCatalogSnapshot(database.db);
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let applying: Promise<void> = Promise.resolve();
  /** settle() markers waiting for their batch to be applied */
  const waiters = new Map<string, () => void>();

  async function apply(ids: Set<string>): Promise<void> {
    if (ids.size === 0) return;
    if (ids.has('*') || ids.size > FULL_RELOAD_ABOVE) {
      snapshot = await loadCatalogSnapshot(database.db);
    } else {
      const productIds = [...ids].map(Number).filter(Number.isSafeInteger);
      if (productIds.length > 0) snapshot = await refreshProducts(database.db, snapshot, productIds);
    }
  }

  function schedule(payload: string): void {
    pending.add(payload);
    timer ??= setTimeout(() => {
      timer = undefined;
      const ids = pending;
      pending = new Set();
      const markers = [...ids].filter((id) => id.startsWith('settle:'));
      markers.forEach((m) => ids.delete(m));
      applying = applying
        .then(() => apply(ids))
        .catch((error: unknown) => log.error({ err: error }, 'catalogue refresh failed'))
        .finally(() => markers.forEach((m) => waiters.get(m)?.()));
    }, DEBOUNCE_MS);
  }

  const unlisten = await database.listen(CATALOG_CHANNEL, schedule, () => schedule('*'));

  return {
    current: (): CatalogSnapshot => snapshot,
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
    stop: () => unlisten().catch(() => undefined),
  };
}

export type LiveCatalog = Awaited<ReturnType<typeof createLiveCatalog>>;
