import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Promotion } from '@pawsook/shared/pricing/promotions';
import type { Database, Db } from '../../db/database';
import { createLiveValue } from '../../db/live-value';
import { promotions } from './promotions.tables';

export const PROMOTIONS_CHANNEL = 'promotions_changed';

/** A running promotion with its names: an order keeps the names of the promotions it earned. */
export type NamedPromotion = Promotion & { nameTh: string; nameEn: string };

async function loadActive(db: Db): Promise<readonly NamedPromotion[]> {
  const rows = await db.select().from(promotions).where(eq(promotions.status, 'active')).orderBy(promotions.id);
  return Object.freeze(
    rows.map((r) => ({
      id: r.id,
      nameTh: r.nameTh,
      nameEn: r.nameEn,
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
 * promotions_changed (from any instance) and the few rows are read again (live-value.ts). Start and
 * end times are judged per request (applyPromotions), so a promotion starts and stops on the second.
 */
export function createLivePromotions(database: Database, log: FastifyBaseLogger) {
  return createLiveValue(database, PROMOTIONS_CHANNEL, () => loadActive(database.db), log);
}

export type LivePromotions = Awaited<ReturnType<typeof createLivePromotions>>;
