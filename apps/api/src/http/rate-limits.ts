import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config';
import { connectRedis, redisAddress } from '../db/redis-connection';
import { counterWithFallback, memoryCounter, redisCounter } from './limit-counters';
import { clientKey, rateLimitStore } from './rate-limit-store';
import type { Shutdown } from './shutdown';

/**
 * The API's calls per minute and per address, and the budgets routes name of their own (sign-in,
 * the mail requests): with Redis every instance counts the same limits; without, each process on
 * its own (decision 0073). A Redis that cannot be reached at start stops the start.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  { rateLimitPerMinute, redis: redisConfig }: Pick<AppConfig, 'rateLimitPerMinute' | 'redis'>,
  shutdown: Shutdown,
): Promise<void> {
  const redis = redisConfig
    ? await connectRedis(redisConfig.url).catch((error: unknown) => {
        app.log.fatal(error instanceof Error ? error.message : String(error));
        throw error;
      })
    : null;
  // requests count on it until the last has been answered (decision 0072)
  if (redis)
    shutdown.last(async () => {
      // a Redis already gone cannot be told goodbye
      await redis.quit().catch(() => redis.disconnect());
    });
  await app.register(rateLimit, {
    global: true,
    max: rateLimitPerMinute,
    timeWindow: '1 minute',
    // Static files are cheap and a page load fetches many of them.
    allowList: (request) => !request.url.startsWith('/api/'),
    keyGenerator: clientKey,
    ...(redis && redisConfig && { store: rateLimitStore(counterWithFallback(redisCounter(redis, redisConfig.keyPrefix), memoryCounter(), app.log)) }),
  });
  app.log.info(
    redisConfig
      ? `Rate limits are counted in Redis at ${redisAddress(redisConfig.url)} under "${redisConfig.keyPrefix}", shared by every instance`
      : "Rate limits are counted in this process's memory (no REDIS_URL): each instance holds its own",
  );
}
