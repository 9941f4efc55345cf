import { activeSpecialBoundaries } from './catalog-view';
import type { CatalogSnapshot } from './catalog-snapshot';

/**
 * Serialised answers for the catalogue, valid for one snapshot and until the next moment a price
 * or a list changes by itself (a special price starting or ending, a flash sale ending). A new
 * snapshot (any change in the database) or that moment empties it, so it never serves stale data.
 */
export function createResponseCache(current: () => CatalogSnapshot, maxEntries = 2000) {
  let snapshot: CatalogSnapshot | undefined;
  let validUntil = 0;
  const entries = new Map<string, string>();

  function fresh(now: number): void {
    const latest = current();
    if (latest === snapshot && now < validUntil) return;
    snapshot = latest;
    validUntil = nextBoundary(latest, now);
    entries.clear();
  }

  return {
    async get(key: string, now: number, compute: () => unknown | Promise<unknown>): Promise<string> {
      fresh(now);
      const hit = entries.get(key);
      if (hit !== undefined) return hit;
      const json = JSON.stringify(await compute());
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, json);
      return json;
    },
  };
}

/** The earliest moment after `now` at which any product's price or lists change without a write. */
export function nextBoundary(snapshot: CatalogSnapshot, now: number): number {
  let next = Number.POSITIVE_INFINITY;
  for (const product of snapshot.byId.values()) {
    for (const moment of activeSpecialBoundaries(product)) if (moment > now && moment < next) next = moment;
  }
  return next;
}
