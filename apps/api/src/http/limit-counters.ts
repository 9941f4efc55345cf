import type { Redis } from 'ioredis';

/** Hits counted per key in a fixed window that starts with the key's first hit. */
export interface LimitCounter {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
}

/**
 * This process's own counts, for a shop without Redis and while Redis is away. At most `maxKeys`
 * keys, so a flood of client addresses cannot grow it without end; the oldest go first.
 */
export function memoryCounter(maxKeys = 10_000, now: () => number = Date.now): LimitCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async hit(key, windowMs) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        windows.delete(key);
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
        window = { count: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.endsAt - at };
    },
  };
}

/**
 * One step in Redis, so that instances counting the same key at once neither lose a hit nor leave a
 * key without its expiry: the first hit of a window sets it, and a key found without one (written
 * by hand, or a crash of an older version) gets it back.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

type WithHitCommand = Redis & { pawsookLimitHit(key: string, windowMs: number): Promise<[number, number]> };

/** Counts shared by every instance on the same Redis, each key under the shop's prefix. */
export function redisCounter(redis: Redis, keyPrefix: string): LimitCounter {
  const client = redis as WithHitCommand;
  if (typeof client.pawsookLimitHit !== 'function') redis.defineCommand('pawsookLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  return {
    async hit(key, windowMs) {
      const [count, resetInMs] = await client.pawsookLimitHit(`${keyPrefix}${key}`, windowMs);
      return { count, resetInMs };
    },
  };
}

export interface FallbackLog {
  error(details: object, message: string): void;
  info(message: string): void;
}

/** How long the counts stay in memory after Redis failed before Redis is asked again. */
export const RETRY_SHARED_AFTER_MS = 5_000;

/**
 * The shared counter, and this process's memory while it fails (decision 0073): a request is never
 * refused nor let through unchecked because Redis is away, each instance then holds the limits on
 * its own as a shop without Redis does. Said once when Redis goes and once when it is back.
 */
export function counterWithFallback(shared: LimitCounter, local: LimitCounter, log: FallbackLog, now: () => number = Date.now): LimitCounter {
  let away = false;
  let retryAt = 0;
  return {
    async hit(key, windowMs) {
      if (away && now() < retryAt) return local.hit(key, windowMs);
      try {
        const result = await shared.hit(key, windowMs);
        if (away) {
          away = false;
          log.info('Redis answers again: rate limits are shared by every instance again');
        }
        return result;
      } catch (error) {
        if (!away) log.error({ err: error }, 'Redis does not answer: each instance counts rate limits in its own memory until it does');
        away = true;
        retryAt = now() + RETRY_SHARED_AFTER_MS;
        return local.hit(key, windowMs);
      }
    },
  };
}
