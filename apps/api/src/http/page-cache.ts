import { promisify } from 'node:util';
import { brotliCompress, constants, gzipSync } from 'node:zlib';
import { createBoundedLru } from './bounded-lru';
import { acceptsEncoding } from './encoded-answer';
import { sameIn, stampOf, stillShows, type PartStamp, type PartVersions } from './part-versions';

/** A server-drawn page, kept as the bytes to send: its HTML and a gzip and a brotli copy made once. */
export interface CachedPage {
  readonly status: number;
  readonly html: Buffer;
  readonly gzip: Buffer;
  readonly brotli: Buffer;
}

const brotli = promisify(brotliCompress);

/**
 * Brotli a fifth to a quarter smaller than gzip (the home page 12 kB instead of 16, a product page
 * 8.6 instead of 10.4): the bytes are what limits how many pages a second go out. Quality 10 costs
 * 25–45 ms a page, once per draw, on libuv's thread pool rather than the event loop; 11 would save
 * 2 % more for four times that, paid again by every page a crawler asks for once.
 */
const BROTLI_QUALITY = 10;

function brotliCopy(html: Buffer): Promise<Buffer> {
  return brotli(html, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
    },
  });
}

/** What to send a browser of this Accept-Encoding: brotli when it takes it (every current browser), else gzip, else the HTML. */
export function pageBody(page: CachedPage, acceptEncoding: string | string[] | undefined): { encoding: 'br' | 'gzip' | null; body: Buffer } {
  if (acceptsEncoding(acceptEncoding, 'br')) return { encoding: 'br', body: page.brotli };
  if (acceptsEncoding(acceptEncoding, 'gzip')) return { encoding: 'gzip', body: page.gzip };
  return { encoding: null, body: page.html };
}

/** The parts of what pages show (the catalogue's lists, one product, …), so a change re-draws only the pages that show it. */
export interface PageParts {
  /** the parts a page shows through one address it read: its own, or an API call it made */
  shownAt(address: string): readonly string[];
  /** the parts' versions now */
  current(): PartVersions;
}

export interface PageCacheOptions {
  /** what else pages are drawn from (the review summaries, the shop's texts, …): any new value empties the cache */
  versions: () => readonly unknown[];
  parts: PageParts;
  /** the moment pages drawn now stop being right by themselves (a special price starting or ending); asked again when the parts change */
  validUntil: (now: number) => number;
  /**
   * what no version announces (staff's articles and banners) shows on a drawn page within twice
   * this: a page older than this is still sent while it is drawn again, one older than twice this
   * is drawn first (each page's age, not the cache's)
   */
  maxAgeMs: number;
  maxBytes: number;
}

/** What a draw gives: the page, whether it is worth keeping, and the addresses it read (its own and its API calls). */
export interface DrawnPage {
  status: number;
  html: string;
  keep: boolean;
  read: readonly string[];
}

/**
 * Drawn pages by language and address, like the catalogue's API answers (response-cache.ts): a page
 * is drawn once per change of what it shows, and every visitor in between gets the same bytes. A
 * page is kept with the parts it showed and their versions (decision 0071): an order that sells
 * nothing out re-draws its product's page, not the home page nor every other product's. A page
 * drawn while something it needed failed, or while what it shows changed, is sent, not kept.
 * Several visitors asking for the same page before it is drawn wait for the one drawing, unless
 * something changed since it began.
 */
export function createPageCache(options: PageCacheOptions) {
  let versions: readonly unknown[] = [];
  let validUntil = 0;
  let partsNow: PartVersions | undefined;
  let generation = 0;
  const entries = createBoundedLru<{ page: CachedPage; stamp: PartStamp; drawnAt: number }>(
    options.maxBytes,
    (key, { page }) => page.html.length + page.gzip.length + page.brotli.length + 2 * key.length,
  );
  const drawing = new Map<string, { promise: Promise<CachedPage>; parts: PartVersions }>();

  function fresh(now: number): PartVersions {
    const latest = options.versions();
    const parts = options.parts.current();
    const same = latest.length === versions.length && latest.every((value, i) => value === versions[i]);
    if (!same || now >= validUntil) {
      versions = latest;
      validUntil = options.validUntil(now);
      entries.clear();
      drawing.clear();
      generation++;
    } else if (parts !== partsNow) {
      // a change may bring a special price's start or end nearer
      validUntil = options.validUntil(now);
    }
    partsNow = parts;
    return parts;
  }

  /** Draws the page once for everyone asking meanwhile, and keeps it if what it shows held still. */
  async function startDrawing(key: string, parts: PartVersions, now: number, draw: () => Promise<DrawnPage>): Promise<CachedPage> {
    const at = generation;
    const promise = draw().then(async ({ status, html, keep, read }) => {
      const body = Buffer.from(html);
      const page: CachedPage = {
        status,
        html: body,
        gzip: gzipSync(body, { level: constants.Z_DEFAULT_COMPRESSION }),
        brotli: await brotliCopy(body),
      };
      // drawn from data that changed meanwhile: sent, not kept
      const after = fresh(now);
      const shown = read.flatMap((address) => options.parts.shownAt(address));
      if (keep && generation === at && sameIn(shown, parts, after)) entries.set(key, { page, stamp: stampOf(shown, after), drawnAt: now });
      return page;
    });
    drawing.set(key, { promise, parts });
    try {
      return await promise;
    } finally {
      if (drawing.get(key)?.promise === promise) drawing.delete(key);
    }
  }

  return {
    async get(key: string, now: number, draw: () => Promise<DrawnPage>): Promise<CachedPage> {
      const parts = fresh(now);
      // most recently used last, so the coldest pages go first
      const hit = entries.use(key);
      if (hit && stillShows(hit.stamp, parts)) {
        const age = now - hit.drawnAt;
        // pages age one by one, so they are not all drawn again in the same moment
        if (age < options.maxAgeMs * 2) {
          // past its age, the page is drawn again behind the visitor, who is not kept waiting for
          // what no version announces anyway; not twice at once
          if (age >= options.maxAgeMs && !drawing.has(key)) startDrawing(key, parts, now, draw).catch(() => undefined);
          return hit.page;
        }
      }
      if (hit) entries.delete(key);
      const pending = drawing.get(key);
      if (pending && pending.parts === parts) return pending.promise;
      return startDrawing(key, parts, now, draw);
    },
    /** Bytes held now (tests). */
    size: entries.bytes,
  };
}
