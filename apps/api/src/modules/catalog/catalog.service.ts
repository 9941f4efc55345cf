import { and, asc, eq } from 'drizzle-orm';
import type { Brand, Category } from '@pawsook/shared/schemas/catalog';
import type { Db } from '../../db/database';
import { brands, categories, categoryBrands } from './catalog.tables';

export function createCatalogService(db: Db) {
  return {
    /** Active categories in menu order, each with its active brands. */
    async listActiveCategories(): Promise<Category[]> {
      const rows = await db
        .select({ category: categories, brand: brands })
        .from(categories)
        .leftJoin(categoryBrands, eq(categoryBrands.categoryId, categories.id))
        .leftJoin(brands, and(eq(brands.id, categoryBrands.brandId), eq(brands.activeStatus, 'active')))
        .where(eq(categories.activeStatus, 'active'))
        .orderBy(asc(categories.sortOrder), asc(categories.id), asc(brands.sortOrder), asc(brands.id));

      const byId = new Map<number, Category>();
      for (const { category: c, brand: b } of rows) {
        let entry = byId.get(c.id);
        if (!entry) {
          entry = {
            id: c.id,
            nameTh: c.nameTh,
            nameEn: c.nameEn,
            seoUrlSlug: c.seoUrlSlug,
            kind: c.kind,
            petType: c.petType,
            imageKey: c.imageKey,
            brands: [],
          };
          byId.set(c.id, entry);
        }
        if (b) entry.brands.push({ id: b.id, nameTh: b.nameTh, nameEn: b.nameEn, seoUrl: b.seoUrl });
      }
      return [...byId.values()];
    },

    /** Active brands in menu order, each with the active categories it is sold in. */
    async listActiveBrands(): Promise<Brand[]> {
      const rows = await db
        .select({ brand: brands, category: categories })
        .from(brands)
        .leftJoin(categoryBrands, eq(categoryBrands.brandId, brands.id))
        .leftJoin(categories, and(eq(categories.id, categoryBrands.categoryId), eq(categories.activeStatus, 'active')))
        .where(eq(brands.activeStatus, 'active'))
        .orderBy(asc(brands.sortOrder), asc(brands.id), asc(categories.sortOrder), asc(categories.id));

      const byId = new Map<number, Brand>();
      for (const { brand: b, category: c } of rows) {
        let entry = byId.get(b.id);
        if (!entry) {
          entry = { id: b.id, nameTh: b.nameTh, nameEn: b.nameEn, seoUrl: b.seoUrl, category: [] };
          byId.set(b.id, entry);
        }
        if (c) entry.category.push({ id: c.id, nameTh: c.nameTh, nameEn: c.nameEn, seoUrlSlug: c.seoUrlSlug });
      }
      return [...byId.values()];
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
