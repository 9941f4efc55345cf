import { createBoundedLru } from '../../http/bounded-lru';
import { encodeAnswer, type EncodedAnswer } from '../../http/encoded-answer';
import { sameIn, stampOf, stillShows, type PartStamp, type PartVersions } from '../../http/part-versions';
import { partVersionsOf, type CatalogPart } from './catalog-parts';
import { activeSpecialBoundaries } from './catalog-view';
import type { CatalogSnapshot } from './catalog-snapshot';

/** Bytes of answers kept at most, compressed copies included (about 400 list pages or 2,000 product answers). */
export const RESPONSE_CACHE_MAX_BYTES = 8 * 1024 * 1024;

/** An answer and the parts of the catalogue it shows (catalog-parts.ts). */
export interface AnswerParts {
  answer: unknown;
  parts: Iterable<CatalogPart>;
}

/**
 * Serialised answers for the catalogue, each kept while the parts it shows are the same (decision
 * 0071) and until the next moment a price or a list changes by itself (a special price starting or
 * ending, a flash sale ending): an order re-works its product's answers and the lists that show
 * it, not every answer. A new `alsoCurrent` (the review summaries) or that moment empties it, so
 * it never serves stale data.
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
  /** what else the answers are made of (the review summaries): a new value empties the cache */
  let also: unknown;
  let validUntil = 0;
  /** an entry costs the answer and its key (a key is a request's URL, which the client chooses) */
  const entries = createBoundedLru<{ answer: EncodedAnswer; stamp: PartStamp }>(maxBytes, (key, { answer }) => answer.bytes + 2 * key.length);
  /** counts the times the cache was emptied */
  let generation = 0;

  function fresh(now: number): PartVersions {
    const latest = current();
    const latestAlso = alsoCurrent();
    if (latestAlso !== also || now >= validUntil) {
      also = latestAlso;
      validUntil = nextBoundary(latest, now);
      entries.clear();
      generation++;
    } else if (latest !== snapshot) {
      // a change may bring a special price's start or end nearer
      validUntil = nextBoundary(latest, now);
    }
    snapshot = latest;
    return partVersionsOf(latest);
  }

  /** The kept answer if what it shows is unchanged; a changed one is dropped. */
  function found(key: string, parts: PartVersions): EncodedAnswer | undefined {
    // most recently used last, so eviction takes the coldest answers
    const hit = entries.use(key);
    if (hit === undefined) return undefined;
    if (!stillShows(hit.stamp, parts)) {
      entries.delete(key);
      return undefined;
    }
    return hit.answer;
  }

  return {
    /** The cached answer, if there is one that is still current; never computes. */
    peek(key: string, now: number): EncodedAnswer | undefined {
      return found(key, fresh(now));
    },

    async get(key: string, now: number, compute: () => AnswerParts | Promise<AnswerParts>): Promise<EncodedAnswer> {
      const before = fresh(now);
      const hit = found(key, before);
      if (hit !== undefined) return hit;
      const at = generation;
      const { answer: value, parts } = await compute();
      const answer = encodeAnswer(value);
      // compute may have waited for the database: an answer from before a change of what it shows is sent, not kept
      const after = fresh(now);
      const shown = [...parts];
      if (generation === at && sameIn(shown, before, after)) entries.set(key, { answer, stamp: stampOf(shown, after) });
      return answer;
    },

    /** Bytes held now (tests). */
    size: entries.bytes,
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
