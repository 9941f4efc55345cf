import { and, asc, count, desc, eq, exists, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { bahtToSatang, satangToBaht } from '@pawsook/shared/money/money';
import type { StaffProduct } from '@pawsook/shared/schemas/staff-catalog';
import type { Db } from '../../db/database';
import { containing } from '../../db/filters';
import { isCheckViolation } from '../../db/errors';
import { AppError, notFound } from '../../http/app-error';
import type { StaffAudit } from '../audit/audit.service';
import type { StaffActor } from '../audit/audit.types';
import { brands, categories, productSkus, products, stockAdjustments } from './catalog.tables';

type ProductRow = typeof products.$inferSelect;
type SkuRow = typeof productSkus.$inferSelect;
type ProductChange = Partial<Omit<StaffProduct, 'id' | 'imageKeys' | 'skus' | 'flashSaleEndsAt'> & { flashSaleEndsAt: string | null }>;
type SkuPriceChange = Partial<{
  choiceNameTh: string | null;
  choiceNameEn: string | null;
  price: number;
  specialPrice: number | null;
  specialStartsAt: string | null;
  specialEndsAt: string | null;
  coinReward: number | null;
}>;
type StockReason = (typeof stockAdjustments.$inferInsert)['reason'];

const iso = (d: Date | null) => d?.toISOString() ?? null;

const toSku = (s: SkuRow) => ({
  id: s.id,
  skuCode: s.skuCode,
  choiceNameTh: s.choiceNameTh,
  choiceNameEn: s.choiceNameEn,
  price: satangToBaht(s.priceSatang),
  specialPrice: s.specialPriceSatang === null ? null : satangToBaht(s.specialPriceSatang),
  specialStartsAt: iso(s.specialStartsAt),
  specialEndsAt: iso(s.specialEndsAt),
  stock: s.stock,
  displayStatus: s.displayStatus,
  soldSeparately: s.soldSeparately,
  coinReward: s.coinReward,
});

const toProduct = (p: ProductRow, skus: SkuRow[]): StaffProduct => ({
  id: p.id,
  nameTh: p.nameTh,
  nameEn: p.nameEn,
  descriptionTh: p.descriptionTh,
  descriptionEn: p.descriptionEn,
  brandId: p.brandId,
  categoryId: p.categoryId,
  petType: p.petType,
  lifeStage: p.lifeStage,
  kind: p.kind,
  imageKeys: p.imageKeys,
  displayStatus: p.displayStatus,
  isRecommended: p.isRecommended,
  isNew: p.isNew,
  isClearance: p.isClearance,
  flashSaleEndsAt: iso(p.flashSaleEndsAt),
  coinsPer100Baht: p.coinsPer100Baht,
  skus: skus.filter((s) => s.productId === p.id).map(toSku),
});

/**
 * The catalogue as staff keep it (issue 19): products' words, places and lists, SKUs' prices, and
 * stock adjusted with a reason. Every write is audited in its own transaction; the catalogue's
 * triggers tell every server process, so shoppers see a change at once.
 */
export function createStaffCatalog(db: Db, audit: StaffAudit) {
  async function productWithSkus(id: number): Promise<StaffProduct> {
    const [product] = await db.select().from(products).where(eq(products.id, id));
    if (!product) throw notFound();
    const skus = await db.select().from(productSkus).where(eq(productSkus.productId, id)).orderBy(asc(productSkus.sortOrder), asc(productSkus.id));
    return toProduct(product, skus);
  }

  return {
    async list(query: { q: string; categoryId?: number; brandId?: number; status?: 'active' | 'inactive'; page: number; limit: number }) {
      const conditions: SQL[] = [];
      if (query.q) {
        const part = containing(query.q);
        conditions.push(
          or(
            ilike(products.nameTh, part),
            ilike(products.nameEn, part),
            exists(
              db
                .select({ one: sql`1` })
                .from(productSkus)
                .where(and(sql`${productSkus.productId} = "products"."id"`, ilike(productSkus.skuCode, part))),
            ),
          )!,
        );
      }
      if (query.categoryId !== undefined) conditions.push(eq(products.categoryId, query.categoryId));
      if (query.brandId !== undefined) conditions.push(eq(products.brandId, query.brandId));
      if (query.status) conditions.push(eq(products.displayStatus, query.status));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(products)
          .where(where)
          .orderBy(desc(products.updatedAt), asc(products.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(products).where(where),
      ]);
      const skus =
        rows.length === 0
          ? []
          : await db
              .select()
              .from(productSkus)
              .where(
                inArray(
                  productSkus.productId,
                  rows.map((r) => r.id),
                ),
              )
              .orderBy(asc(productSkus.sortOrder), asc(productSkus.id));
      return { total: total?.n ?? 0, products: rows.map((r) => toProduct(r, skus)) };
    },

    detail: productWithSkus,

    async changeProduct(by: StaffActor, id: number, change: ProductChange): Promise<StaffProduct> {
      const before = await productWithSkus(id);
      await db.transaction(async (tx) => {
        if (change.brandId !== undefined && !(await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, change.brandId))).length)
          throw new AppError(400, 'staff.unknownReference');
        if (change.categoryId !== undefined && !(await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, change.categoryId))).length)
          throw new AppError(400, 'staff.unknownReference');
        const { flashSaleEndsAt, ...rest } = change;
        await tx
          .update(products)
          .set({
            ...rest,
            ...(flashSaleEndsAt === undefined ? {} : { flashSaleEndsAt: flashSaleEndsAt === null ? null : new Date(flashSaleEndsAt) }),
            updatedAt: new Date(),
          })
          .where(eq(products.id, id));
        const { skus: _skusBefore, ...fieldsBefore } = before;
        await audit.record(tx, by, { action: 'catalog.write:product', target: `product ${id}`, before: fieldsBefore, after: { ...fieldsBefore, ...change } });
      });
      return productWithSkus(id);
    },

    /** A SKU's names, prices and coin price (a reward); a special price must be below the price. */
    async changeSkuPrices(by: StaffActor, skuId: number, change: SkuPriceChange) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(productSkus).where(eq(productSkus.id, skuId)).for('no key update');
        if (!before) throw notFound();
        const price = change.price === undefined ? before.priceSatang : bahtToSatang(change.price);
        const special = change.specialPrice === undefined ? before.specialPriceSatang : change.specialPrice === null ? null : bahtToSatang(change.specialPrice);
        if (special !== null && special >= price) throw new AppError(400, 'staff.specialNotLower', { field: 'specialPrice' });
        const date = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value));
        const [after] = await tx
          .update(productSkus)
          .set({
            choiceNameTh: change.choiceNameTh,
            choiceNameEn: change.choiceNameEn,
            priceSatang: price,
            specialPriceSatang: special,
            specialStartsAt: date(change.specialStartsAt),
            specialEndsAt: date(change.specialEndsAt),
            coinReward: change.coinReward,
            updatedAt: new Date(),
          })
          .where(eq(productSkus.id, skuId))
          .returning();
        await audit.record(tx, by, { action: 'catalog.write:sku-price', target: `sku ${skuId}`, before: toSku(before), after: toSku(after!) });
        return toSku(after!);
      });
    },

    /** Units in or out with a reason: never below zero, even against orders taking units at the same moment. */
    async adjustStock(by: StaffActor, skuId: number, adjustment: { change: number; reason: Exclude<StockReason, 'count'>; note: string }) {
      try {
        return await db.transaction(async (tx) => {
          const [after] = await tx
            .update(productSkus)
            .set({ stock: sql`${productSkus.stock} + ${adjustment.change}`, updatedAt: new Date() })
            .where(eq(productSkus.id, skuId))
            .returning({ stock: productSkus.stock });
          if (!after) throw notFound();
          await tx
            .insert(stockAdjustments)
            .values({ skuId, change: adjustment.change, stockAfter: after.stock, reason: adjustment.reason, note: adjustment.note, actor: by.actor });
          await audit.record(tx, by, {
            action: 'catalog.write:stock',
            target: `sku ${skuId}`,
            before: { stock: after.stock - adjustment.change },
            after: { stock: after.stock, reason: adjustment.reason, note: adjustment.note },
          });
          return { skuId, stock: after.stock };
        });
      } catch (error) {
        // the stock's check constraint: more out than there is
        if (isCheckViolation(error)) throw new AppError(400, 'staff.stockBelowZero', { field: 'change' });
        throw error;
      }
    },

    async stockHistory(skuId: number) {
      const rows = await db
        .select()
        .from(stockAdjustments)
        .where(eq(stockAdjustments.skuId, skuId))
        .orderBy(desc(stockAdjustments.at), desc(stockAdjustments.id))
        .limit(200);
      return rows.map((r) => ({ at: r.at.toISOString(), change: r.change, stockAfter: r.stockAfter, reason: r.reason, note: r.note, actor: r.actor }));
    },

    /** SKUs on sale on their own, of products on sale, with `atMost` units or fewer: fewest first. */
    async lowStock(atMost: number, limit: number) {
      return db
        .select({ skuId: productSkus.id, skuCode: productSkus.skuCode, nameTh: products.nameTh, nameEn: products.nameEn, stock: productSkus.stock })
        .from(productSkus)
        .innerJoin(products, eq(products.id, productSkus.productId))
        .where(
          and(
            eq(productSkus.displayStatus, 'active'),
            eq(products.displayStatus, 'active'),
            eq(productSkus.soldSeparately, true),
            lte(productSkus.stock, atMost),
          ),
        )
        .orderBy(asc(productSkus.stock), asc(productSkus.skuCode))
        .limit(limit);
    },

    /**
     * Sets a SKU's sell stock (after a count: recorded in its stock history), whether it is on
     * sale, and whether a gift is also sold on its own. The catalogue's triggers tell every server
     * process, so lists, product pages and carts show it at once.
     */
    async changeSku(by: StaffActor, skuId: number, change: { stock?: number; displayStatus?: 'active' | 'inactive'; soldSeparately?: boolean }) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ stock: productSkus.stock, displayStatus: productSkus.displayStatus, soldSeparately: productSkus.soldSeparately })
          .from(productSkus)
          .where(eq(productSkus.id, skuId))
          .for('no key update');
        if (!before) throw notFound();
        const [row] = await tx
          .update(productSkus)
          .set({ ...change, updatedAt: new Date() })
          .where(eq(productSkus.id, skuId))
          .returning({
            skuId: productSkus.id,
            stock: productSkus.stock,
            displayStatus: productSkus.displayStatus,
            soldSeparately: productSkus.soldSeparately,
          });
        // a count is a stock change like any other: the SKU's stock history shows it
        if (change.stock !== undefined && change.stock !== before.stock) {
          await tx.insert(stockAdjustments).values({ skuId, change: change.stock - before.stock, stockAfter: change.stock, reason: 'count', actor: by.actor });
        }
        await audit.record(tx, by, { action: 'catalog.write:sku', target: `sku ${skuId}`, before, after: row });
        return row!;
      });
    },
  };
}

export type StaffCatalog = ReturnType<typeof createStaffCatalog>;
