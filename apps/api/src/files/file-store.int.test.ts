import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import type { FileStore } from './file-store';
import { createFolderStore } from './folder-store';
import { createS3Store } from './s3-store';

// this file's s3rver (the file store's ports are 3340–3349)
const S3_PORT = 3341;
const NOBODY_PORT = 3349;

let s3: Awaited<ReturnType<typeof startS3Server>>;
const folder = mkdtempSync(path.join(tmpdir(), 'pawsook-files-'));
const stores: Record<'folder' | 's3', FileStore> = {} as never;

beforeAll(async () => {
  s3 = await startS3Server(S3_PORT);
  stores.folder = createFolderStore(folder);
  stores.s3 = createS3Store(s3.settings);
});
afterAll(async () => {
  stores.s3?.close();
  await s3?.close();
  rmSync(folder, { recursive: true, force: true });
});

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe.each(['folder', 's3'] as const)('the %s store', (kind) => {
  const store = () => stores[kind];

  it('keeps a file by its name and gives back its bytes and type, then removes it', async () => {
    await store().check();
    const reviews = store().area('reviews');
    await reviews.put('aB3_x-9.webp', bytes('a photo'), 'image/webp');
    const got = await reviews.get('aB3_x-9.webp');
    expect(got?.bytes.toString('utf8')).toBe('a photo');
    expect(got?.contentType).toBe('image/webp');
    if (kind === 's3') expect(got?.etag).toMatch(/^".+"$/);

    await reviews.delete('aB3_x-9.webp');
    expect(await reviews.get('aB3_x-9.webp')).toBeNull();
    // a missing file is no error to remove
    await reviews.delete('aB3_x-9.webp');
  });

  it('answers null for a name it does not hold', async () => {
    expect(await store().area('product-photos').get('never-written.webp')).toBeNull();
  });

  it('keeps each area apart: a slip is not found under the review photos by its name', async () => {
    await store().area('transfer-slips').put('slip-1.webp', bytes('a slip'), 'image/webp');
    expect(await store().area('reviews').get('slip-1.webp')).toBeNull();
    expect((await store().area('transfer-slips').get('slip-1.webp'))?.bytes.toString('utf8')).toBe('a slip');
  });

  it('takes only plain names: a path from a URL names no file', async () => {
    const reviews = store().area('reviews');
    for (const name of ['../transfer-slips/slip-1.webp', 'a/b.webp', '..', 'x.svg', '.webp', '']) {
      expect(await reviews.get(name)).toBeNull();
      await expect(reviews.put(name, bytes('x'), 'image/webp')).rejects.toThrow(/not a plain file name/);
    }
    expect(await store().area('transfer-slips').get('slip-1.webp')).not.toBeNull();
  });
});

describe('the S3 store at start', () => {
  it('says which bucket it uses', () => {
    expect(stores.s3.describe()).toBe(`the object store s3://pawsook-test at http://127.0.0.1:${S3_PORT}`);
  });

  it('names what is wrong: no such bucket, credentials refused, a store that does not answer', async () => {
    const other = (change: Partial<typeof s3.settings>) => createS3Store({ ...s3.settings, ...change });
    const checked = async (store: FileStore) => {
      try {
        return await store.check().then(() => 'usable');
      } finally {
        store.close();
      }
    };
    await expect(checked(other({ bucket: 'no-such-bucket' }))).rejects.toThrow(/s3:\/\/no-such-bucket .* cannot be used: there is no such bucket/);
    // s3rver refuses a key it does not know
    await expect(checked(other({ credentials: { accessKeyId: 'NOBODY', secretAccessKey: 'wrong' } }))).rejects.toThrow(/credentials were refused/);
    await expect(checked(other({ endpoint: `http://127.0.0.1:${NOBODY_PORT}` }))).rejects.toThrow(/did not answer/);
  });

  it('stops the shop from starting on a bucket it cannot use, before the database is opened', async () => {
    const config = { ...loadConfig({ LOG_LEVEL: 'silent', ...s3.env, S3_BUCKET: 'no-such-bucket' }), pgliteDataDir: 'memory://' };
    await expect(buildApp(config)).rejects.toThrow('The object store s3://no-such-bucket at http://127.0.0.1:3341 cannot be used: there is no such bucket.');
  });
});
