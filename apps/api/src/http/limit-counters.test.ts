import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { counterWithFallback, memoryCounter, redisCounter, RETRY_SHARED_AFTER_MS, type FallbackLog } from './limit-counters';

function clock(start = 1_000_000) {
  const c = { at: start, now: () => c.at };
  return c;
}

describe('memoryCounter', () => {
  it('counts hits per key within a window that starts with the first hit', async () => {
    const time = clock();
    const counter = memoryCounter(100, time.now);
    expect(await counter.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    time.at += 10_000;
    expect(await counter.hit('a', 60_000)).toEqual({ count: 2, resetInMs: 50_000 });
    expect(await counter.hit('b', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('starts a new window once the last one has ended', async () => {
    const time = clock();
    const counter = memoryCounter(100, time.now);
    await counter.hit('a', 1_000);
    await counter.hit('a', 1_000);
    time.at += 1_000;
    expect(await counter.hit('a', 1_000)).toEqual({ count: 1, resetInMs: 1_000 });
  });

  it('keeps at most its number of keys, forgetting the oldest first', async () => {
    const counter = memoryCounter(2, clock().now);
    await counter.hit('first', 60_000);
    await counter.hit('first', 60_000);
    await counter.hit('second', 60_000);
    await counter.hit('third', 60_000);
    expect((await counter.hit('second', 60_000)).count).toBe(2);
    // 'first' was forgotten for 'third', then 'third' for it
    expect((await counter.hit('first', 60_000)).count).toBe(1);
  });
});

describe('counterWithFallback', () => {
  // a real client that never connected: with no offline queue its commands fail at once, as they do while Redis is away
  const away = new Redis({ lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  afterAll(() => away.disconnect());

  function recordingLog() {
    const lines: string[] = [];
    const log: FallbackLog = { error: (_details, message) => lines.push(`error: ${message}`), info: (message) => lines.push(`info: ${message}`) };
    return { lines, log };
  }

  it('counts in memory while Redis fails, and says so once', async () => {
    const { lines, log } = recordingLog();
    const counter = counterWithFallback(redisCounter(away, 'test:'), memoryCounter(), log);
    expect((await counter.hit('a', 60_000)).count).toBe(1);
    expect((await counter.hit('a', 60_000)).count).toBe(2);
    expect((await counter.hit('a', 60_000)).count).toBe(3);
    expect(lines).toEqual([expect.stringMatching(/^error: Redis does not answer/)]);
  });

  it('asks the shared counter again after a while and says when it answers', async () => {
    const { lines, log } = recordingLog();
    const time = clock();
    let sharedWorks = false;
    // Redis coming back: the same calls that failed now reach a counter that answers
    const working = memoryCounter(100, time.now);
    const failing = redisCounter(away, 'test:');
    const shared = { hit: (key: string, windowMs: number) => (sharedWorks ? working.hit(key, windowMs) : failing.hit(key, windowMs)) };
    const counter = counterWithFallback(shared, memoryCounter(100, time.now), log, time.now);
    await counter.hit('a', 60_000);
    sharedWorks = true;
    // not asked again before its time: the memory goes on counting
    expect((await counter.hit('a', 60_000)).count).toBe(2);
    time.at += RETRY_SHARED_AFTER_MS;
    expect((await counter.hit('a', 60_000)).count).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/^error: /), expect.stringMatching(/^info: Redis answers again/)]);
  });
});
