import { Redis } from 'ioredis';

/** How long the first connection may take before the start gives up, and a command before it counts as failed. */
const CONNECT_TIMEOUT_MS = 5_000;
const COMMAND_TIMEOUT_MS = 500;

export class RedisUnreachableError extends Error {}

/** The URL as it may be logged: the password, if any, replaced. */
export function redisAddress(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = 'redacted';
  return parsed.toString();
}

/**
 * Connects to Redis or Valkey and waits for the first answer, so that a wrong address stops the
 * start with a clear line instead of a shop whose limits are silently per instance.
 *
 * Once running, a command never waits for Redis to come back (no offline queue, one try, a short
 * timeout): the caller decides what a failed command means (decision 0073). The client reconnects
 * on its own meanwhile.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    // the counts of requests arriving together go in one write: about twice the calls a second
    // through the API's limit on two cores (decision 0073)
    enableAutoPipelining: true,
    maxRetriesPerRequest: 0,
    // every second at most while Redis is away: the limits meanwhile count in memory
    retryStrategy: (times) => Math.min(times * 200, 1_000),
  });
  // without a listener an unreachable Redis would be an unhandled 'error' event; the callers log
  // what a failed command means, and the first connection's reason is said here
  let socketError: Error | undefined;
  redis.on('error', (error: Error) => (socketError ??= error));
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const reason = (socketError ?? (error instanceof Error ? error : new Error(String(error)))).message;
    throw new RedisUnreachableError(`REDIS_URL ${redisAddress(url)} cannot be reached: ${reason}`);
  }
  return redis;
}
