import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { productSkus, products } from './catalog.tables';

export interface SkuAvailability {
  skuId: number;
  productId: number;
  categoryId: number;
  stock: number;
  /** the SKU and its product can be sold */
  sellable: boolean;
}

/** A SKU's stock as the database has it now (not the in-memory catalogue), for rules that must hold. */
export async function skuAvailability(tx: DbOrTx, skuId: number): Promise<SkuAvailability | null> {
  const [row] = await tx
    .select({
      skuId: productSkus.id,
      productId: productSkus.productId,
      categoryId: products.categoryId,
      stock: productSkus.stock,
      skuStatus: productSkus.displayStatus,
      productStatus: products.displayStatus,
    })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(eq(productSkus.id, skuId));
  if (!row) return null;
  return {
    skuId: row.skuId,
    productId: row.productId,
    categoryId: row.categoryId,
    stock: row.stock,
    sellable: row.skuStatus === 'active' && row.productStatus === 'active',
  };
}
