import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { bahtToSatang } from '@pawsook/shared/money/money';
import { staffProductParams, staffProductSchema, type StaffProduct } from '@pawsook/shared/schemas/staff-catalog';
import { staffNewProductBody, staffNewSkuBody, type StaffNewProduct, type StaffNewSku } from '@pawsook/shared/schemas/staff-new-products';
import type { Db, DbOrTx } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError, notFound } from '../../http/app-error';
import { envelopeRoutes } from '../../http/envelope-routes';
import type { StaffAudit } from '../audit/audit.service';
import type { StaffActor } from '../audit/audit.types';
import { brands, categories, productSkus, products, stockAdjustments } from './catalog.tables';
import type { StaffCatalog } from './staff-catalog.service';

/**
 * Ids are the old system's numbers (imported), not a sequence: a new one is the highest plus one,
 * taken under a lock of its own so two staff adding at once never draw the same.
 */
async function nextId(tx: DbOrTx, table: typeof products | typeof productSkus, lock: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lock}))`);
  const [row] = await tx.select({ id: sql<number>`coalesce(max(${table.id}), 0)::float8 + 1` }).from(table);
  return Number(row!.id);
}

async function insertSku(tx: DbOrTx, by: StaffActor, productId: number, sku: StaffNewSku, sortOrder: number): Promise<void> {
  const price = bahtToSatang(sku.price);
  const floor = sku.minSellPrice === undefined ? price : bahtToSatang(sku.minSellPrice);
  if (floor > price) throw new AppError(400, 'staff.minSellAbovePrice', { field: 'minSellPrice' });
  const id = await nextId(tx, productSkus, 'product_skus.id');
  await tx.insert(productSkus).values({
    id,
    productId,
    skuCode: sku.skuCode.toUpperCase(),
    choiceNameTh: sku.choiceNameTh || null,
    choiceNameEn: sku.choiceNameEn || null,
    priceSatang: price,
    minSellPriceSatang: floor,
    stock: sku.stock,
    coinReward: sku.coinReward,
    soldSeparately: sku.soldSeparately,
    sortOrder,
  });
  if (sku.stock > 0)
    await tx.insert(stockAdjustments).values({ skuId: id, change: sku.stock, stockAfter: sku.stock, reason: 'count', note: '', actor: by.actor });
}

/** New products and new SKUs of a product: the rest of their life goes through staff-catalog. */
export function createStaffNewProducts(db: Db, catalog: StaffCatalog, audit: StaffAudit) {
  /** a SKU code already used: a clear 400 rather than the unique index's error */
  async function inTransaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, 'staff.skuCodeTaken', { field: 'skuCode' });
      throw error;
    }
  }

  return {
    async create(by: StaffActor, body: StaffNewProduct): Promise<StaffProduct> {
      const id = await inTransaction(async (tx) => {
        const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, body.brandId));
        const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, body.categoryId));
        if (!brand || !category) throw new AppError(400, 'staff.unknownReference');
        const productId = await nextId(tx, products, 'products.id');
        const { skus, ...fields } = body;
        await tx.insert(products).values({ id: productId, ...fields, imageKeys: [] });
        for (const [index, sku] of skus.entries()) await insertSku(tx, by, productId, sku, index);
        await audit.record(tx, by, { action: 'catalog.write:new-product', target: `product ${productId}`, after: body });
        return productId;
      });
      return catalog.detail(id);
    },

    async addSku(by: StaffActor, productId: number, sku: StaffNewSku): Promise<StaffProduct> {
      await inTransaction(async (tx) => {
        const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('no key update');
        if (!product) throw notFound();
        const [last] = await tx
          .select({ n: sql<number>`coalesce(max(${productSkus.sortOrder}), -1)::int` })
          .from(productSkus)
          .where(eq(productSkus.productId, productId));
        await insertSku(tx, by, productId, sku, (last?.n ?? -1) + 1);
        await audit.record(tx, by, { action: 'catalog.write:new-sku', target: `product ${productId}`, after: sku });
      });
      return catalog.detail(productId);
    },
  };
}

export function staffNewProductsRoutes(service: ReturnType<typeof createStaffNewProducts>): FastifyPluginAsyncZod {
  return async (app) => {
    const route = envelopeRoutes(app, { docs: { tags: ['staff'], security: [{ bearer: [] }] }, config: { permission: 'catalog.write' } });

    route.post(
      '/api/v1/staff/products',
      {
        summary: 'Add a product with its SKUs (off sale unless displayStatus says active); the units given are counted into stock with a history entry',
        body: staffNewProductBody,
        result: staffProductSchema,
      },
      (request) => service.create(request.staff, request.body),
    );

    route.post(
      '/api/v1/staff/products/:id/skus',
      { summary: 'Add a SKU (a size, a flavour) to a product', params: staffProductParams, body: staffNewSkuBody, result: staffProductSchema },
      (request) => service.addSku(request.staff, request.params.id, request.body),
    );
  };
}
