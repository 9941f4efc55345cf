import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createFolderStore } from '../../files/folder-store';
import { AppError } from '../../http/app-error';
import { createReviewPhotoStore, preparePhoto, sniffPhotoKind, thumbKeyOf } from './review-photos.service';

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
const png = (width = 40, height = 30) => picture(width, height).png().toBuffer();
const jpeg = (width = 40, height = 30) => picture(width, height).jpeg().toBuffer();

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

async function refusal(bytes: Buffer, options?: Parameters<typeof preparePhoto>[1]): Promise<AppError> {
  const error = await preparePhoto(bytes, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('sniffPhotoKind', () => {
  it('knows PNG and JPEG by their first bytes', async () => {
    expect(sniffPhotoKind(await png())).toBe('png');
    expect(sniffPhotoKind(await jpeg())).toBe('jpeg');
  });

  it('knows nothing else, whatever it would be called', async () => {
    expect(sniffPhotoKind(SVG)).toBeNull();
    expect(sniffPhotoKind(HTML)).toBeNull();
    expect(sniffPhotoKind(Buffer.from('#!/bin/sh\nrm -rf /'))).toBeNull();
    expect(sniffPhotoKind(await picture(4, 4).gif().toBuffer())).toBeNull();
    expect(sniffPhotoKind(await picture(4, 4).webp().toBuffer())).toBeNull();
    expect(sniffPhotoKind(Buffer.alloc(0))).toBeNull();
    expect(sniffPhotoKind(Buffer.from([0x89, 0x50, 0x4e]))).toBeNull();
  });
});

describe('preparePhoto', () => {
  it('writes a PNG and a JPEG again as WebP, with a thumbnail', async () => {
    for (const bytes of [await png(), await jpeg()]) {
      const photo = await preparePhoto(bytes);
      expect({ width: photo.width, height: photo.height }).toEqual({ width: 40, height: 30 });
      expect((await sharp(photo.full).metadata()).format).toBe('webp');
      expect((await sharp(photo.thumb).metadata()).format).toBe('webp');
    }
  });

  it('shrinks a large photo to 1600 px and its thumbnail to 320 px on the longer side', async () => {
    const photo = await preparePhoto(await jpeg(3200, 1800));
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 1600, height: 900 });
    expect((await sharp(photo.thumb).metadata()).width).toBe(320);
  });

  it('turns a photo upright by its EXIF orientation and keeps none of its metadata', async () => {
    const rotated = await picture(60, 20)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'someone', ImageDescription: 'at home' } } })
      .toBuffer();
    expect((await sharp(rotated).metadata()).exif).toBeDefined();
    const photo = await preparePhoto(rotated);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 20, height: 60 });
    const written = await sharp(photo.full).metadata();
    expect(written.exif).toBeUndefined();
    expect(written.icc).toBeUndefined();
    expect(written.orientation).toBeUndefined();
  });

  it('refuses SVG, HTML and scripts, whatever they are called', async () => {
    for (const bytes of [SVG, HTML, Buffer.from('alert(1)')]) {
      expect((await refusal(bytes)).messageKey).toBe('review.photoType');
    }
  });

  it('refuses a PNG signature in front of something else, and a picture cut short', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), SVG]);
    expect((await refusal(fake)).messageKey).toBe('review.photoType');
    const whole = await png(200, 200);
    expect((await refusal(whole.subarray(0, 60))).messageKey).toBe('review.photoType');
    // JPEG's signature in front of a PNG: the bytes say one thing and are another
    const mixed = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), whole]);
    expect((await refusal(mixed)).messageKey).toBe('review.photoType');
  });

  it('refuses a picture of more pixels than allowed before decoding it', async () => {
    const error = await refusal(await png(1000, 1000), { maxMegapixels: 0.5 });
    expect(error.messageKey).toBe('review.photoPixels');
    expect(error.options.params).toEqual({ max: 0.5 });
  });
});

describe('the photo store', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pawsook-review-photos-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each photo and its thumbnail under a random name, and removes them again', async () => {
    const area = createFolderStore(dir).area('reviews');
    const folder = path.join(dir, 'reviews');
    const store = createReviewPhotoStore(area);
    const photo = await preparePhoto(await png());
    const [a, b] = await store.save([photo, photo]);
    expect(a!.imageKey).toMatch(/^reviews\/[A-Za-z0-9_-]{22}\.webp$/);
    expect(a!.imageKey).not.toBe(b!.imageKey);
    expect(readdirSync(folder).sort()).toEqual(
      [a!.imageKey, thumbKeyOf(a!.imageKey), b!.imageKey, thumbKeyOf(b!.imageKey)].map((k) => k.slice('reviews/'.length)).sort(),
    );
    expect(await store.read(a!.imageKey)).toEqual((await area.get(a!.imageKey.slice('reviews/'.length)))!.bytes);
    await store.remove([a!.imageKey, b!.imageKey]);
    expect(readdirSync(folder)).toEqual([]);
    expect(existsSync(folder)).toBe(true);
    expect(await store.read(a!.imageKey)).toBeNull();
  });
});
