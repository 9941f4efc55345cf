import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { REVIEW_PHOTO_MAX_MB } from '@pawsook/shared/schemas/reviews';
import type { FileArea } from '../../files/file-store';
import { AppError } from '../../http/app-error';

/**
 * Review photos (decision 0030): an upload is taken for what its bytes are, never for its name or
 * the type the browser claimed. Only PNG and JPEG bytes are decoded at all (sharp could read SVG,
 * whose renderer is no place for a stranger's file); the picture is turned upright by its EXIF
 * orientation, shrunk, and written again as WebP without any of the original's metadata (GPS
 * position, camera, comments), under a random name.
 */

/** The stored photo's longer side at most; the list thumbnail's. */
export const REVIEW_PHOTO_MAX_SIDE = 1600;
export const REVIEW_THUMB_MAX_SIDE = 320;
/** A decoded picture larger than this is refused: 50 MP admits today's phone cameras, not a pixel bomb. */
export const REVIEW_PHOTO_MAX_MEGAPIXELS = 50;

export type PhotoKind = 'png' | 'jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) => bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/** What the bytes begin with (their magic number): a PNG, a JPEG, or anything else (null). */
export function sniffPhotoKind(bytes: Uint8Array): PhotoKind | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  return null;
}

export interface PreparedPhoto {
  /** WebP, at most REVIEW_PHOTO_MAX_SIDE on its longer side */
  full: Buffer;
  /** WebP, at most REVIEW_THUMB_MAX_SIDE on its longer side */
  thumb: Buffer;
  width: number;
  height: number;
}

const notAPhoto = () => new AppError(400, 'review.photoType', { field: 'photos' });
const tooManyPixels = (megapixels: number) => new AppError(400, 'review.photoPixels', { field: 'photos', params: { max: megapixels } });

/** GIF87a or GIF89a: taken only where a caller says so (the content editor's images, decision 0040); its first frame is kept. */
const isGif = (bytes: Uint8Array) =>
  bytes.length >= 6 &&
  Buffer.from(bytes.subarray(0, 6))
    .toString('latin1')
    .match(/^GIF8[79]a$/) !== null;

/**
 * Checks one upload by its bytes and writes it again: a 400 AppError (field `photos`) for anything
 * that is not a PNG or JPEG (or, with `gif`, a GIF) sharp can decode, or that is larger than `maxMegapixels`.
 */
export async function preparePhoto(bytes: Buffer, { maxMegapixels = REVIEW_PHOTO_MAX_MEGAPIXELS, gif = false } = {}): Promise<PreparedPhoto> {
  const kind = sniffPhotoKind(bytes) ?? (gif && isGif(bytes) ? 'gif' : null);
  if (!kind) throw notAPhoto();
  const maxPixels = Math.floor(maxMegapixels * 1_000_000);
  const input = { limitInputPixels: maxPixels, failOn: 'error' as const, sequentialRead: true };
  let metadata: Metadata;
  try {
    // the header only: its size is checked here, before anything is decoded under the limit below
    metadata = await sharp(bytes, { ...input, limitInputPixels: false }).metadata();
  } catch {
    throw notAPhoto();
  }
  // a PNG signature in front of something else is not a PNG
  if (metadata.format !== kind || !metadata.width || !metadata.height) throw notAPhoto();
  if (metadata.width * metadata.height > maxPixels) throw tooManyPixels(maxMegapixels);
  try {
    const { data: full, info } = await sharp(bytes, input)
      .rotate()
      .resize({ width: REVIEW_PHOTO_MAX_SIDE, height: REVIEW_PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(full)
      .resize({ width: REVIEW_THUMB_MAX_SIDE, height: REVIEW_THUMB_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { full, thumb, width: info.width, height: info.height };
  } catch {
    // the header read well but the picture does not decode (cut short, corrupt)
    throw notAPhoto();
  }
}

export interface StoredPhoto {
  /** `reviews/<random>.webp`, served from /images/reviews/ */
  imageKey: string;
  width: number;
  height: number;
}

const KEY_PREFIX = 'reviews/';

/** The thumbnail's key beside a photo's: `reviews/<name>.webp` → `reviews/<name>-thumb.webp`. */
export function thumbKeyOf(imageKey: string): string {
  return imageKey.replace(/\.webp$/, '-thumb.webp');
}

/** The 413 of a photo over the size limit (the multipart reader stops reading it there). */
export const photoTooLarge = () => new AppError(413, 'review.photoTooLarge', { field: 'photos', params: { max: REVIEW_PHOTO_MAX_MB } });

/**
 * Where review photos are kept: one area of the file store (a folder, or a prefix in the object
 * store), files named by 128 random bits. The back office keeps product photos, editor images and
 * slips the same way, each in an area of its own under its own key prefix.
 */
export function createReviewPhotoStore(area: FileArea, { keyPrefix = KEY_PREFIX }: { keyPrefix?: string } = {}) {
  const fileOf = (key: string) => path.posix.basename(key);

  /** Removes photos and their thumbnails (the undo of `save`); a missing file is no error. */
  async function remove(imageKeys: readonly string[]): Promise<void> {
    await Promise.all(imageKeys.flatMap((key) => [area.delete(fileOf(key)), area.delete(fileOf(thumbKeyOf(key)))]));
  }

  return {
    /** Writes the photos' files; on failure removes what it wrote and throws. */
    async save(photos: readonly PreparedPhoto[]): Promise<StoredPhoto[]> {
      const stored: StoredPhoto[] = [];
      try {
        for (const photo of photos) {
          const imageKey = `${keyPrefix}${randomBytes(16).toString('base64url')}.webp`;
          stored.push({ imageKey, width: photo.width, height: photo.height });
          await area.put(fileOf(imageKey), photo.full, 'image/webp');
          await area.put(fileOf(thumbKeyOf(imageKey)), photo.thumb, 'image/webp');
        }
      } catch (error) {
        await remove(stored.map((s) => s.imageKey)).catch(() => undefined);
        throw error;
      }
      return stored;
    },

    /** A photo's bytes (WebP) by its key, or null when there is none. */
    async read(imageKey: string): Promise<Buffer | null> {
      return (await area.get(fileOf(imageKey)))?.bytes ?? null;
    },

    remove,
  };
}

export type ReviewPhotoStore = ReturnType<typeof createReviewPhotoStore>;
