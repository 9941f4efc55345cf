import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './database';

export interface LiveValue<T> {
  /** The value as last loaded: current once every announced change has been read. */
  current(): T;
  /** Resolves once every change committed before the call has been read (tests). */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A value worked out from a few small tables, kept in memory and current in every process: a
 * trigger announces each change on `channel` (whoever writes, from any instance) and the value is
 * loaded again; a lost listening connection loads it again too. The channel is listened to before
 * the first load, so a change made meanwhile is not missed. Loads run one after the other; a
 * failed one keeps the previous value and is logged.
 */
export async function createLiveValue<T>(database: Database, channel: string, load: () => Promise<T>, log: FastifyBaseLogger): Promise<LiveValue<T>> {
  let current: T;
  const waiters = new Map<string, () => void>();
  let reloading: Promise<void> = Promise.resolve();

  function onMessage(payload: string): void {
    reloading = reloading
      .then(async () => {
        if (!payload.startsWith('settle:')) current = await load();
      })
      .catch((error: unknown) => log.error({ err: error, channel }, 'reloading a live value failed'))
      .finally(() => waiters.get(payload)?.());
  }

  const unlisten = await database.listen(channel, onMessage, () => onMessage('*'));
  try {
    current = await load();
  } catch (error) {
    await unlisten();
    throw error;
  }
  return {
    current: () => current,
    async settle() {
      const marker = `settle:${randomUUID()}`;
      const done = new Promise<void>((resolve) => waiters.set(marker, resolve));
      await database.db.execute(sql`select pg_notify(${channel}, ${marker})`);
      await done;
      waiters.delete(marker);
    },
    // a load under way finishes before the database may close (decision 0072)
    async stop() {
      await unlisten().catch(() => undefined);
      await reloading;
    },
  };
}
