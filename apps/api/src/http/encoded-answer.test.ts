import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsEncoding, acceptsGzip, encodeAnswer } from './encoded-answer';

describe('encodeAnswer', () => {
  it('keeps UTF-8 JSON and a gzip copy of the same bytes when the answer is large enough', () => {
    const value = { result: Array.from({ length: 40 }, (_, i) => ({ productNameTh: `อาหารแมว ${i}`, productNameEn: `Cat food ${i}` })) };
    const answer = encodeAnswer(value);
    expect(JSON.parse(answer.json.toString('utf8'))).toEqual(value);
    expect(answer.gzip).not.toBeNull();
    expect(gunzipSync(answer.gzip!).equals(answer.json)).toBe(true);
    expect(answer.bytes).toBe(answer.json.length + answer.gzip!.length);
  });

  it('does not compress small answers', () => {
    const answer = encodeAnswer({ ok: true });
    expect(answer.gzip).toBeNull();
    expect(answer.bytes).toBe(answer.json.length);
  });
});

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['identity', false],
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['deflate, GZIP;q=0.5', true],
    ['gzip;q=0', false],
    ['gzip; q=0.0, deflate', false],
    ['*', true],
    ['*;q=0', false],
    ['gzip;q=0, *', false],
    ['br, *;q=0.1', true],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('acceptsEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['gzip', false],
    ['BR;q=0.8', true],
    ['br;q=0, gzip', false],
    ['*', true],
  ])('br in %j → %s', (header, expected) => {
    expect(acceptsEncoding(header, 'br')).toBe(expected);
  });
});
