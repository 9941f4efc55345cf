import { encodeAnswer, type EncodedAnswer } from '../../http/encoded-answer';
import { activeSpecialBoundaries } from './catalog-view';
import type { CatalogSnapshot } from './catalog-snapshot';

/** Bytes of answers kept at most, compressed copies included (about 400 list pages or 2,000 product answers). */
export const RESPONSE_CACHE_MAX_BYTES = 8 * 1024 * 1024;

/**
 * Serialised answers for the catalogue, valid for one snapshot and until the next moment a price
 * or a list changes by itself (a special price starting or ending, a flash sale ending). A new
 * snapshot (any change in the database) or that moment empties it, so it never serves stale data.
 *
 * Answers are kept encoded (UTF-8 JSON and its gzip copy): sent as they are, without encoding the
 * text again for every request (Thai makes the JSON a two-byte string, which Node re-encodes on
 * each write) nor compressing it again. The cache holds at most `maxBytes`; the least recently
 * used answers go first.
 */
export function createResponseCache(
  current: () => CatalogSnapshot,
  { maxBytes = RESPONSE_CACHE_MAX_BYTES, alsoCurrent = () => null }: { maxBytes?: number; alsoCurrent?: () => unknown } = {},
) {
  let snapshot: CatalogSnapshot | undefined;
  /** what else the answers are made of (the review summaries): a new value empties the cache too */
  let also: unknown;
  let validUntil = 0;
  const entries = new Map<string, EncodedAnswer>();
  let bytes = 0;
  /** counts the times the cache was emptied */
  let generation = 0;

  function fresh(now: number): void {
    const latest = current();
    const latestAlso = alsoCurrent();
    if (latest === snapshot && latestAlso === also && now < validUntil) return;
    snapshot = latest;
    also = latestAlso;
    validUntil = nextBoundary(latest, now);
    entries.clear();
    bytes = 0;
    generation++;
  }

  /** what an entry costs: the answer and its key (a key is a request's URL, which the client chooses) */
  const cost = (key: string, answer: EncodedAnswer) => answer.bytes + 2 * key.length;

  function store(key: string, answer: EncodedAnswer): void {
    if (cost(key, answer) > maxBytes) return;
    const old = entries.get(key);
    if (old) {
      entries.delete(key);
      bytes -= cost(key, old);
    }
    entries.set(key, answer);
    bytes += cost(key, answer);
    for (const [oldest, value] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= cost(oldest, value);
    }
  }

  return {
    /** The cached answer, if there is one that is still current; never computes. */
    peek(key: string, now: number): EncodedAnswer | undefined {
      fresh(now);
      const hit = entries.get(key);
      if (hit !== undefined) {
        // most recently used last, so eviction takes the coldest answers
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },

    async get(key: string, now: number, compute: () => unknown | Promise<unknown>): Promise<EncodedAnswer> {
      fresh(now);
      const hit = entries.get(key);
      if (hit !== undefined) return hit;
      const at = generation;
      const answer = encodeAnswer(await compute());
      // compute may have waited for the database: an answer from before a change is sent, not kept
      fresh(now);
      if (generation === at) store(key, answer);
      return answer;
    },

    /** Bytes held now (tests). */
    size: () => bytes,
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

/** The earliest moment after `now` at which any product's price or lists change without a write. */
export function nextBoundary(snapshot: CatalogSnapshot, now: number): number {
  let next = Number.POSITIVE_INFINITY;
  for (const product of snapshot.byId.values()) {
    for (const moment of activeSpecialBoundaries(product)) if (moment > now && moment < next) next = moment;
  }
  return next;
}
