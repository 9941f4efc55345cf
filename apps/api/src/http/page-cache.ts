import { promisify } from 'node:util';
import { brotliCompress, constants, gzipSync } from 'node:zlib';
import { acceptsEncoding } from './encoded-answer';

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

export interface PageCacheOptions {
  /** what the pages are drawn from (the catalogue, the review summaries, …): any new value empties the cache */
  versions: () => readonly unknown[];
  /** the moment pages drawn now stop being right by themselves (a special price starting or ending) */
  validUntil: (now: number) => number;
  /** what no version announces (staff's articles and banners) shows on drawn pages within this */
  maxAgeMs: number;
  maxBytes: number;
}

/**
 * Drawn pages by language and address, like the catalogue's API answers (response-cache.ts): a page
 * is drawn once per change of what it shows, and every visitor in between gets the same bytes. A
 * page drawn while something it needed failed is sent, not kept. Several visitors asking for the
 * same page before it is drawn wait for the one drawing.
 */
export function createPageCache(options: PageCacheOptions) {
  let versions: readonly unknown[] = [];
  let validUntil = 0;
  let generation = 0;
  const entries = new Map<string, CachedPage>();
  const drawing = new Map<string, Promise<CachedPage>>();
  let bytes = 0;

  function fresh(now: number): void {
    const latest = options.versions();
    const same = latest.length === versions.length && latest.every((value, i) => value === versions[i]);
    if (same && now < validUntil) return;
    versions = latest;
    validUntil = Math.min(options.validUntil(now), now + options.maxAgeMs);
    entries.clear();
    drawing.clear();
    bytes = 0;
    generation++;
  }

  const cost = (key: string, page: CachedPage) => page.html.length + page.gzip.length + page.brotli.length + 2 * key.length;

  function store(key: string, page: CachedPage): void {
    if (cost(key, page) > options.maxBytes) return;
    entries.set(key, page);
    bytes += cost(key, page);
    for (const [oldest, value] of entries) {
      if (bytes <= options.maxBytes) break;
      entries.delete(oldest);
      bytes -= cost(oldest, value);
    }
  }

  return {
    async get(key: string, now: number, draw: () => Promise<{ status: number; html: string; keep: boolean }>): Promise<CachedPage> {
      fresh(now);
      const hit = entries.get(key);
      if (hit) {
        // most recently used last, so the coldest pages go first
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const pending = drawing.get(key);
      if (pending) return pending;
      const at = generation;
      const promise = draw().then(async ({ status, html, keep }) => {
        const body = Buffer.from(html);
        const page: CachedPage = {
          status,
          html: body,
          gzip: gzipSync(body, { level: constants.Z_DEFAULT_COMPRESSION }),
          brotli: await brotliCopy(body),
        };
        // drawn from data that changed meanwhile: sent, not kept
        fresh(now);
        if (keep && generation === at) store(key, page);
        return page;
      });
      drawing.set(key, promise);
      try {
        return await promise;
      } finally {
        if (drawing.get(key) === promise) drawing.delete(key);
      }
    },
    /** Bytes held now (tests). */
    size: () => bytes,
  };
}
