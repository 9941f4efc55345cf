import { desc, eq } from 'drizzle-orm';
import { bahtToSatang, satangToBaht } from '@pawsook/shared/money/money';
import { normalisePromoCode } from '@pawsook/shared/pricing/promo-code';
import {
  promotionProblems,
  type StaffPromotion,
  type StaffPromotionBody,
  type StaffPromotionChange,
  type StaffPromotionChoices,
  type StaffPromotionSku,
} from '@pawsook/shared/schemas/staff-promotions';
import type { Db, DbOrTx } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { pickColumns } from '../../db/pick-columns';
import { AppError, notFound } from '../../http/app-error';
import type { CatalogReferences } from '../catalog/catalog-references.service';
import type { StaffAudit } from '../audit/audit.service';
import type { StaffActor } from '../audit/audit.types';
import type { LivePromotions } from './live-promotions.service';
import { promotions } from './promotions.tables';

type Row = typeof promotions.$inferSelect;

const toStaff = (row: Row): StaffPromotion => ({
  ...pickColumns(row, 'id', 'code', 'nameTh', 'nameEn', 'kind'),
  minSpend: satangToBaht(row.minSpendSatang),
  ...pickColumns(row, 'conditionSkuId', 'conditionAmount', 'giftSkuId', 'giftAmount'),
  discountAmount: row.discountSatang === null ? null : satangToBaht(row.discountSatang),
  discountPercent: row.discountPercent,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The table's columns from a whole promotion as staff see it. The other kind's fields are left
 * empty: a gift gives no discount, a discount gives no gift (applyPromotions reads them by kind).
 */
function columnsOf(p: Omit<StaffPromotion, 'id' | 'code' | 'createdAt'>) {
  const gift = p.kind === 'gift';
  return {
    nameTh: p.nameTh,
    nameEn: p.nameEn,
    kind: p.kind,
    minSpendSatang: bahtToSatang(p.minSpend),
    conditionSkuId: p.conditionSkuId,
    conditionAmount: p.conditionAmount,
    giftSkuId: gift ? p.giftSkuId : null,
    giftAmount: gift ? p.giftAmount : 1,
    discountSatang: gift || p.discountAmount === null ? null : bahtToSatang(p.discountAmount),
    discountPercent: gift ? null : p.discountPercent,
    startsAt: new Date(p.startsAt),
    endsAt: p.endsAt === null ? null : new Date(p.endsAt),
    status: p.status,
  };
}

/** The first broken rule as the 400 the create's schema would give: checked before the table's CHECKs. */
function checkRules(p: Parameters<typeof promotionProblems>[0]): void {
  const [problem] = promotionProblems(p);
  if (problem) throw new AppError(400, problem.message, { field: problem.field });
}

const SKU_SEARCH_LIMIT = 20;

/**
 * Automatic promotions as staff run them (issue 19; decision 0016 for how they apply): every one,
 * a new one, a change or switching one off. Each write is audited in its own transaction and is
 * in this instance's promotions before the answer goes (the trigger tells the other instances),
 * so the next cart anywhere on this instance already follows it.
 */
export function createStaffPromotions(db: Db, audit: StaffAudit, live: Pick<LivePromotions, 'settle'>, catalog: CatalogReferences) {
  /** A condition or gift SKU must exist: the database's foreign key would answer a 500. */
  async function checkSkus(tx: DbOrTx, skus: { conditionSkuId?: number | null; giftSkuId?: number | null }): Promise<void> {
    for (const field of ['conditionSkuId', 'giftSkuId'] as const) {
      const id = skus[field];
      if (typeof id !== 'number') continue;
      if (!(await catalog.skuExists(tx, id))) throw new AppError(400, 'staff.unknownReference', { field });
    }
  }

  return {
    async list(): Promise<StaffPromotion[]> {
      return (await db.select().from(promotions).orderBy(desc(promotions.createdAt), desc(promotions.id))).map(toStaff);
    },

    async create(by: StaffActor, input: StaffPromotionBody): Promise<StaffPromotion> {
      checkRules(input);
      const created = await db.transaction(async (tx) => {
        await checkSkus(tx, { conditionSkuId: input.conditionSkuId, giftSkuId: input.kind === 'gift' ? input.giftSkuId : null });
        try {
          const [row] = await tx
            .insert(promotions)
            .values({ ...columnsOf(input), code: normalisePromoCode(input.code) })
            .returning();
          const after = toStaff(row!);
          await audit.record(tx, by, { action: 'promotions.manage:create-promotion', target: `promotion ${after.code}`, after });
          return after;
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError(409, 'promo.codeTaken', { field: 'code' });
          throw error;
        }
      });
      await live.settle();
      return created;
    },

    /**
     * Any of its fields, or on/off. What is sent is merged with the stored row and the whole is
     * checked, so one half of a pair (an end without a start, a percentage without the kind) is
     * judged against the half that stays; nothing sent, or nothing different, changes nothing.
     */
    async change(by: StaffActor, id: number, change: StaffPromotionChange): Promise<StaffPromotion> {
      const result = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
        if (!before) throw notFound();
        const stored = toStaff(before);
        const sent = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as Partial<StaffPromotion>;
        const merged: StaffPromotion = { ...stored, ...sent };
        checkRules(merged);
        await checkSkus(tx, { conditionSkuId: change.conditionSkuId, giftSkuId: merged.kind === 'gift' ? change.giftSkuId : null });
        const columns = columnsOf(merged);
        const same = JSON.stringify(toStaff({ ...before, ...columns })) === JSON.stringify(stored);
        if (same) return { promotion: stored, changed: false };
        const [row] = await tx.update(promotions).set(columns).where(eq(promotions.id, id)).returning();
        const after = toStaff(row!);
        await audit.record(tx, by, { action: 'promotions.manage:change-promotion', target: `promotion ${before.code}`, before: stored, after });
        return { promotion: after, changed: true };
      });
      if (result.changed) await live.settle();
      return result.promotion;
    },

    /** Every category and brand with its names, on sale or not: a code may be for either. */
    async choices(): Promise<StaffPromotionChoices> {
      const { categories, brands } = await catalog.categoriesAndBrands();
      const choice = ({ status, ...rest }: { id: number; nameTh: string; nameEn: string; status: 'active' | 'inactive' }) => ({
        ...rest,
        active: status === 'active',
      });
      return { categories: categories.map(choice), brands: brands.map(choice) };
    },

    /** SKUs by part of a product name or SKU code (the first 20), or by their ids. */
    async skus(query: { q: string; ids?: number[] }): Promise<StaffPromotionSku[]> {
      const rows = await catalog.findSkus(query, query.ids === undefined ? SKU_SEARCH_LIMIT : 500);
      return rows.map(({ skuStatus, productStatus, ...rest }) => ({ ...rest, active: skuStatus === 'active' && productStatus === 'active' }));
    },
  };
}

export type StaffPromotions = ReturnType<typeof createStaffPromotions>;
