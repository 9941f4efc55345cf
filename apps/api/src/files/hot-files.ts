import { createBoundedLru } from '../http/bounded-lru';
import type { StoredFile } from './file-store';

export interface HotFilesOptions {
  /** all kept files together at most this many bytes; the least recently read go first */
  maxBytes: number;
  /** a larger file is served but not kept */
  maxFileBytes: number;
}

/**
 * The public images most read lately, kept in memory so a page's pictures do not each cost a trip
 * to the object store. A name is never written twice (names are random), so a kept file is never
 * out of date; one that was removed may still be served from here until it is pushed out, as a
 * browser or a CDN would keep serving it for a year anyway. Reads of one name that arrive together
 * share one load.
 */
export function createHotFiles({ maxBytes, maxFileBytes }: HotFilesOptions) {
  const kept = createBoundedLru<StoredFile>(maxBytes, (_key, file) => file.bytes.length);
  const loading = new Map<string, Promise<StoredFile | null>>();

  function keep(key: string, file: StoredFile) {
    if (file.bytes.length > maxFileBytes || kept.has(key)) return;
    kept.set(key, file);
  }

  return {
    /** The file by `key`, from memory or else from `load` (null: there is none, and nothing is kept). */
    read(key: string, load: () => Promise<StoredFile | null>): Promise<StoredFile | null> {
      const hit = kept.use(key);
      if (hit) return Promise.resolve(hit);
      let pending = loading.get(key);
      if (!pending) {
        pending = load()
          .then((file) => {
            if (file) keep(key, file);
            return file;
          })
          .finally(() => loading.delete(key));
        loading.set(key, pending);
      }
      return pending;
    },

    /** What is kept now (tests, and a look from a debugger). */
    size: () => ({ files: kept.count(), bytes: kept.bytes() }),
  };
}

export type HotFiles = ReturnType<typeof createHotFiles>;
