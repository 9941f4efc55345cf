import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { containing } from '../../db/filters';
import { brands, categories, products, productSkus } from './catalog.tables';

/**
 * The catalogue as other modules' back offices refer to it (promotions and promo codes name
 * categories, brands and SKUs): whether what they name exists, and what there is to name.
 */
export function createCatalogReferences(db: Db) {
  const tableOf = { categories, brands, skus: productSkus } as const;

  return {
    /** True when any of the ids of a kind names nothing; asks one kind after another and stops at the first gap. */
    async anyMissing(tx: DbOrTx, ids: { categoryIds?: number[]; brandIds?: number[]; skuIds?: number[] }): Promise<boolean> {
      const missing = async (kind: keyof typeof tableOf, list: number[] | undefined) => {
        if (!list || list.length === 0) return false;
        const table = tableOf[kind];
        const [found] = await tx.select({ n: count() }).from(table).where(inArray(table.id, list));
        return (found?.n ?? 0) !== new Set(list).size;
      };
      return (await missing('categories', ids.categoryIds)) || (await missing('brands', ids.brandIds)) || (await missing('skus', ids.skuIds));
    },

    async skuExists(tx: DbOrTx, id: number): Promise<boolean> {
      const [found] = await tx.select({ id: productSkus.id }).from(productSkus).where(eq(productSkus.id, id));
      return found !== undefined;
    },

    /** Every category and every brand, on sale or not, by English name: two statements asked together. */
    async categoriesAndBrands() {
      const [categoryRows, brandRows] = await Promise.all([
        db
          .select({ id: categories.id, nameTh: categories.nameTh, nameEn: categories.nameEn, status: categories.activeStatus })
          .from(categories)
          .orderBy(asc(categories.nameEn)),
        db.select({ id: brands.id, nameTh: brands.nameTh, nameEn: brands.nameEn, status: brands.activeStatus }).from(brands).orderBy(asc(brands.nameEn)),
      ]);
      return { categories: categoryRows, brands: brandRows };
    },

    /** SKUs with their product's names, by part of a product name or SKU code, or by their ids (both: either narrows); none when neither is given. */
    async findSkus(query: { q: string; ids?: number[] }, limit: number) {
      const byText =
        query.q === ''
          ? undefined
          : or(ilike(products.nameTh, containing(query.q)), ilike(products.nameEn, containing(query.q)), ilike(productSkus.skuCode, containing(query.q)));
      const byIds = query.ids === undefined ? undefined : inArray(productSkus.id, query.ids);
      if (!byText && !byIds) return [];
      return db
        .select({
          id: productSkus.id,
          skuCode: productSkus.skuCode,
          productNameTh: products.nameTh,
          productNameEn: products.nameEn,
          choiceNameTh: productSkus.choiceNameTh,
          choiceNameEn: productSkus.choiceNameEn,
          skuStatus: productSkus.displayStatus,
          productStatus: products.displayStatus,
        })
        .from(productSkus)
        .innerJoin(products, eq(products.id, productSkus.productId))
        .where(and(byText, byIds))
        .orderBy(asc(products.nameEn), asc(productSkus.id))
        .limit(limit);
    },
  };
}

export type CatalogReferences = ReturnType<typeof createCatalogReferences>;
