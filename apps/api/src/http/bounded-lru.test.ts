import { describe, expect, it } from 'vitest';
import { createBoundedLru } from './bounded-lru';

const byLength = (key: string, value: string) => key.length + value.length;

describe('a bounded LRU', () => {
  it('gives up the least recently used past its budget, counting what each entry costs', () => {
    const lru = createBoundedLru<string>(10, byLength);
    lru.set('a', '1111');
    lru.set('b', '2222');
    expect(lru.bytes()).toBe(10);
    // a is used: b is now the least recent
    expect(lru.use('a')).toBe('1111');
    lru.set('c', '33');
    expect(lru.has('b')).toBe(false);
    expect([lru.use('a'), lru.use('c')]).toEqual(['1111', '33']);
    expect(lru.bytes()).toBe(8);
    expect(lru.count()).toBe(2);
  });

  it('replaces a key in place, keeps nothing larger than the whole budget, and forgets on request', () => {
    const lru = createBoundedLru<string>(10, byLength);
    lru.set('a', '1');
    lru.set('a', '12345');
    expect(lru.bytes()).toBe(6);
    lru.set('huge', '12345678');
    expect(lru.has('huge')).toBe(false);
    expect(lru.use('a')).toBe('12345');
    lru.delete('a');
    lru.delete('a');
    expect(lru.bytes()).toBe(0);
    lru.set('b', '1');
    lru.clear();
    expect([lru.count(), lru.bytes()]).toEqual([0, 0]);
  });
});
