import { describe, expect, it } from 'vitest';
import type { StoredFile } from './file-store';
import { createHotFiles } from './hot-files';

const file = (size: number): StoredFile => ({ bytes: Buffer.alloc(size, 1), contentType: 'image/webp', etag: '"e"' });

/** A loader that counts its loads and gives each name the file of `sizes`. */
function store(sizes: Record<string, number>) {
  const loads: string[] = [];
  return {
    loads,
    load: (name: string) => async () => {
      loads.push(name);
      return name in sizes ? file(sizes[name]!) : null;
    },
  };
}

describe('the hot files', () => {
  it('loads a file once and serves it from memory after', async () => {
    const hot = createHotFiles({ maxBytes: 100, maxFileBytes: 50 });
    const s = store({ a: 10 });
    expect((await hot.read('a', s.load('a')))?.bytes.length).toBe(10);
    expect((await hot.read('a', s.load('a')))?.bytes.length).toBe(10);
    expect(s.loads).toEqual(['a']);
    expect(hot.size()).toEqual({ files: 1, bytes: 10 });
  });

  it('shares one load among reads of a name that arrive together', async () => {
    const hot = createHotFiles({ maxBytes: 100, maxFileBytes: 50 });
    const s = store({ a: 10 });
    const all = await Promise.all([hot.read('a', s.load('a')), hot.read('a', s.load('a')), hot.read('a', s.load('a'))]);
    expect(all.every((f) => f === all[0])).toBe(true);
    expect(s.loads).toEqual(['a']);
  });

  it('keeps nothing of a missing file, and asks again next time', async () => {
    const hot = createHotFiles({ maxBytes: 100, maxFileBytes: 50 });
    const s = store({});
    expect(await hot.read('gone', s.load('gone'))).toBeNull();
    expect(await hot.read('gone', s.load('gone'))).toBeNull();
    expect(s.loads).toEqual(['gone', 'gone']);
    expect(hot.size()).toEqual({ files: 0, bytes: 0 });
  });

  it('stays within its bytes, letting the least recently read go first', async () => {
    const hot = createHotFiles({ maxBytes: 30, maxFileBytes: 20 });
    const s = store({ a: 10, b: 10, c: 10, d: 10 });
    for (const name of ['a', 'b', 'c']) await hot.read(name, s.load(name));
    await hot.read('a', s.load('a')); // a is read again: b is now the oldest
    await hot.read('d', s.load('d'));
    expect(hot.size()).toEqual({ files: 3, bytes: 30 });
    await hot.read('a', s.load('a'));
    await hot.read('b', s.load('b'));
    expect(s.loads).toEqual(['a', 'b', 'c', 'd', 'b']);
  });

  it('serves a file larger than its limit for one file without keeping it', async () => {
    const hot = createHotFiles({ maxBytes: 100, maxFileBytes: 20 });
    const s = store({ big: 21 });
    expect((await hot.read('big', s.load('big')))?.bytes.length).toBe(21);
    expect(hot.size()).toEqual({ files: 0, bytes: 0 });
  });

  it('keeps nothing of a load that failed, and the next read tries again', async () => {
    const hot = createHotFiles({ maxBytes: 100, maxFileBytes: 50 });
    await expect(hot.read('a', () => Promise.reject(new Error('store away')))).rejects.toThrow('store away');
    expect((await hot.read('a', async () => file(5)))?.bytes.length).toBe(5);
  });
});
