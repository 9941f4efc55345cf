import { and, asc, between, desc, eq, isNotNull } from 'drizzle-orm';
import { bahtToSatang, satangToBaht } from '@pawsook/shared/money/money';
import { normalisePromoCode } from '@pawsook/shared/pricing/promo-code';
import { valueFits, windowFits, type StaffPromoCode } from '@pawsook/shared/schemas/staff-promo-codes';
import type { Db, DbOrTx } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { pickColumns } from '../../db/pick-columns';
import { AppError, notFound } from '../../http/app-error';
import type { CatalogReferences } from '../catalog/catalog-references.service';
import type { OrderFigures } from '../orders/order-figures.service';
import type { StaffAudit } from '../audit/audit.service';
import type { StaffActor } from '../audit/audit.types';
import { promoCodes } from './promotions.tables';

type Row = typeof promoCodes.$inferSelect;
type Fields = Omit<StaffPromoCode, 'id' | 'code' | 'usedCount' | 'quotaLeft' | 'createdAt'>;

const toStaff = (row: Row): StaffPromoCode => ({
  ...pickColumns(row, 'id', 'code', 'nameTh', 'nameEn', 'kind'),
  value: row.kind === 'fixed' ? satangToBaht(row.value) : row.value,
  maxDiscount: row.maxDiscountSatang === null ? null : satangToBaht(row.maxDiscountSatang),
  minSpend: satangToBaht(row.minSpendSatang),
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  ...pickColumns(row, 'totalQuota', 'perMemberQuota', 'audience', 'categoryIds', 'brandIds', 'skuIds', 'bonusCoins', 'status', 'usedCount'),
  quotaLeft: row.totalQuota === null ? null : row.totalQuota - row.usedCount,
  createdAt: row.createdAt.toISOString(),
});

/** The table's columns from what staff send (baht to satang; a fixed value is baht, a percentage per cent). */
function columnsOf(fields: Partial<Fields>, kind: 'fixed' | 'percent') {
  const satang = (baht: number | null | undefined) => (baht === undefined ? undefined : baht === null ? null : bahtToSatang(baht));
  return {
    nameTh: fields.nameTh,
    nameEn: fields.nameEn,
    kind: fields.kind,
    value: fields.value === undefined ? undefined : kind === 'fixed' ? bahtToSatang(fields.value) : fields.value,
    maxDiscountSatang: satang(fields.maxDiscount),
    minSpendSatang: satang(fields.minSpend) ?? undefined,
    startsAt: fields.startsAt === undefined ? undefined : new Date(fields.startsAt),
    endsAt: fields.endsAt === undefined ? undefined : fields.endsAt === null ? null : new Date(fields.endsAt),
    totalQuota: fields.totalQuota,
    perMemberQuota: fields.perMemberQuota,
    audience: fields.audience,
    categoryIds: fields.categoryIds,
    brandIds: fields.brandIds,
    skuIds: fields.skuIds,
    bonusCoins: fields.bonusCoins,
    status: fields.status,
  };
}

/** What promo codes read of the catalogue and the orders. */
export interface StaffPromoCodesSources {
  catalog: Pick<CatalogReferences, 'anyMissing'>;
  orders: Pick<OrderFigures, 'usingPromoCode'>;
}

/** Promo codes as staff run them (issue 19): every rule of the orders issue, the quota left, the orders that used one. */
export function createStaffPromoCodes(db: Db, audit: StaffAudit, sources: StaffPromoCodesSources) {
  /** Eligible categories, brands and SKUs must exist: a typo would make a code that fits nothing. */
  async function checkReferences(tx: DbOrTx, fields: Partial<Fields>): Promise<void> {
    if (await sources.catalog.anyMissing(tx, fields)) {
      throw new AppError(400, 'staff.unknownReference');
    }
  }

  return {
    async list(): Promise<StaffPromoCode[]> {
      return (await db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))).map(toStaff);
    },

    async create(by: StaffActor, input: Fields & { code: string }): Promise<StaffPromoCode> {
      return db.transaction(async (tx) => {
        await checkReferences(tx, input);
        try {
          const columns = columnsOf(input, input.kind);
          const [row] = await tx
            .insert(promoCodes)
            .values({ ...columns, code: normalisePromoCode(input.code), kind: input.kind, value: columns.value!, nameTh: input.nameTh, nameEn: input.nameEn })
            .returning();
          await audit.record(tx, by, { action: 'promotions.manage:create', target: `promo code ${row!.code}`, after: toStaff(row!) });
          return toStaff(row!);
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError(409, 'promo.codeTaken', { field: 'code' });
          throw error;
        }
      });
    },

    /** A change of rules or window, or on/off. The quota never goes below the uses taken (the row is locked, so no order takes one meanwhile). */
    async change(by: StaffActor, id: number, change: Partial<Fields>): Promise<StaffPromoCode> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
        if (!before) throw notFound();
        if (change.totalQuota != null && change.totalQuota < before.usedCount) {
          throw new AppError(400, 'promo.quotaBelowUse', { field: 'totalQuota', params: { used: before.usedCount } });
        }
        const kind = change.kind ?? before.kind;
        // a new kind without a new value would read the old value in the other unit
        if (change.kind !== undefined && change.kind !== before.kind && change.value === undefined)
          throw new AppError(400, 'promo.valueShape', { field: 'value' });
        // a change may send one half of a pair: check it against the half that stays
        const stored = toStaff(before);
        if (!valueFits({ kind, value: change.value ?? stored.value })) throw new AppError(400, 'promo.valueShape', { field: 'value' });
        if (!windowFits({ startsAt: change.startsAt ?? stored.startsAt, endsAt: change.endsAt === undefined ? stored.endsAt : change.endsAt })) {
          throw new AppError(400, 'promo.windowShape', { field: 'endsAt' });
        }
        await checkReferences(tx, change);
        const columns = columnsOf(change, kind);
        // an empty change is no change (and no audit entry)
        if (Object.values(columns).every((value) => value === undefined)) return stored;
        const [after] = await tx.update(promoCodes).set(columns).where(eq(promoCodes.id, id)).returning();
        await audit.record(tx, by, {
          action: 'promotions.manage:change',
          target: `promo code ${before.code}`,
          before: toStaff(before),
          after: toStaff(after!),
        });
        return toStaff(after!);
      });
    },

    /** The orders carrying the code, newest first (those that expired or were cancelled gave their use back). */
    async ordersUsing(id: number) {
      const [code] = await db.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.id, id));
      if (!code) throw notFound();
      const rows = await sources.orders.usingPromoCode(id, 500);
      return rows.map((r) => ({
        orderNo: r.orderNo,
        createdAt: r.createdAt.toISOString(),
        statusId: r.statusId,
        memberId: r.memberId,
        memberEmail: r.memberEmail,
        codeDiscount: satangToBaht(r.codeDiscountSatang),
        netTotal: satangToBaht(r.netTotalSatang),
      }));
    },

    /** Codes on offer whose end falls between `from` and `to`, soonest first. */
    async endingBetween(from: Date, to: Date) {
      return db
        .select({ id: promoCodes.id, code: promoCodes.code, endsAt: promoCodes.endsAt, totalQuota: promoCodes.totalQuota, usedCount: promoCodes.usedCount })
        .from(promoCodes)
        .where(and(eq(promoCodes.status, 'active'), isNotNull(promoCodes.endsAt), between(promoCodes.endsAt, from, to)))
        .orderBy(asc(promoCodes.endsAt));
    },
  };
}

export type StaffPromoCodes = ReturnType<typeof createStaffPromoCodes>;
