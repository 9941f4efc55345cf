/**
 * Where uploaded files are kept (decision 0074): a folder on this machine (the default) or an
 * S3-compatible object store that every instance shares. The services see only areas and names;
 * which store holds them is the wiring's choice.
 */

/** The kinds of uploaded file, each an area of its own: a folder under `DATA_DIR/uploads`, or a key prefix in the bucket. */
export const FILE_AREAS = ['reviews', 'product-photos', 'content-images', 'transfer-slips'] as const;
export type FileAreaName = (typeof FILE_AREAS)[number];

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
  /** a validator for conditional requests (quoted), when the store gives one */
  etag: string | null;
}

/** One area's files, by plain name (no folders): what the photo stores and the image routes need. */
export interface FileArea {
  readonly name: FileAreaName;
  /** the folder holding the area's files on this machine; null when they are in the object store */
  readonly dir: string | null;
  /** Writes a file; a name is written once (names are random), so a write never replaces another's file. */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none by that name (or the name is not a plain one). */
  get(name: string): Promise<StoredFile | null>;
  /** Removes a file; a missing one is no error. */
  delete(name: string): Promise<void>;
}

export interface FileStore {
  readonly kind: 'folder' | 's3';
  area(name: FileAreaName): FileArea;
  /** Where the files are, for the start-up line. */
  describe(): string;
  /** Fails with a clear message when the store cannot be used (the bucket is not there, the credentials are refused). */
  check(): Promise<void>;
  close(): void;
}

/**
 * File names are made by the photo stores: 128 random bits in base64url, an optional `-thumb`, an
 * extension. Anything else (a slash, dots, a name from a URL) names no file, in either store.
 */
export function isPlainFileName(name: string): boolean {
  return /^[A-Za-z0-9_-]{1,100}\.(webp|png|jpe?g|gif)$/.test(name);
}

const TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif' };

/** The media type a file's name says (every stored image is WebP today). */
export function contentTypeOf(name: string): string {
  return TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

export class FileNameError extends Error {
  constructor(name: string) {
    super(`not a plain file name: ${JSON.stringify(name)}`);
    this.name = 'FileNameError';
  }
}
