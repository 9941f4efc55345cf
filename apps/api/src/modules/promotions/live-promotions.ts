import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Promotion } from '@pawsook/shared/pricing/promotions';
import type { Database, Db } from '../../db/database';
import { promotions } from './promotions.tables';

export const PROMOTIONS_CHANNEL = 'promotions_changed';

async function loadActive(db: Db): Promise<readonly Promotion[]> {
  const rows = await db.select().from(promotions).where(eq(promotions.status, 'active')).orderBy(promotions.id);
  return Object.freeze(
    rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      minSpendSatang: r.minSpendSatang,
      conditionSkuId: r.conditionSkuId,
      conditionAmount: r.conditionAmount,
      giftSkuId: r.giftSkuId,
      giftAmount: r.giftAmount,
      discountSatang: r.discountSatang,
      discountPercent: r.discountPercent,
      startsAt: r.startsAt.getTime(),
      endsAt: r.endsAt?.getTime() ?? null,
    })),
  );
}

/**
 * The active promotions, kept in memory and current: a trigger announces every change on
 * promotions_changed (from any instance) and the few rows are read again. Start and end times are
 * judged per request (applyPromotions), so a promotion starts and stops on the second.
 */
export async function createLivePromotions(database: Database, log: FastifyBaseLogger) {
  let current = await loadActive(database.db);
  let reloading: Promise<void> = Promise.resolve();
  const waiters = new Map<string, () => void>();

  function onMessage(payload: string): void {
    reloading = reloading
      .then(async () => {
        if (!payload.startsWith('settle:')) current = await loadActive(database.db);
      })
      .catch((error: unknown) => log.error({ err: error }, 'promotions refresh failed'))
      .finally(() => waiters.get(payload)?.());
  }

  const unlisten = await database.listen(PROMOTIONS_CHANNEL, onMessage, () => onMessage('*'));
  return {
    current: (): readonly Promotion[] => current,
    /** Resolves once every change committed before the call has been read (tests). */
    async settle(): Promise<void> {
      const marker = `settle:${randomUUID()}`;
      const done = new Promise<void>((resolve) => waiters.set(marker, resolve));
      await database.db.execute(sql`select pg_notify(${PROMOTIONS_CHANNEL}, ${marker})`);
      await done;
      waiters.delete(marker);
    },
    stop: () => unlisten().catch(() => undefined),
  };
}

export type LivePromotions = Awaited<ReturnType<typeof createLivePromotions>>;
