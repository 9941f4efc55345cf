import { and, desc, eq } from 'drizzle-orm';
import type { ProductListItem } from '@pawsook/shared/schemas/products';
import type { Db } from '../../db/database';
import { notFound } from '../../http/app-error';
import type { LiveCatalog } from '../catalog/live-catalog.service';
import { wishlistItems } from './wishlist.tables';
import type { ReviewSummary } from '@pawsook/shared/schemas/reviews';

export function createWishlistService(db: Db, catalog: LiveCatalog, reviews: { current(): ReadonlyMap<number, ReviewSummary> }) {
  return {
    /** The member's saved products, newest first, as listings show them (hidden ones included, marked inactive). */
    async list(memberId: number, now = Date.now()): Promise<ProductListItem[]> {
      const rows = await db.select().from(wishlistItems).where(eq(wishlistItems.memberId, memberId)).orderBy(desc(wishlistItems.createdAt));
      const snapshot = catalog.current();
      return rows.flatMap((row) => {
        const product = snapshot.byId.get(row.productId);
        return product && product.skus.length ? [catalog.listItemView(product, now, reviews.current())] : [];
      });
    },

    /** Adding twice keeps one entry. */
    async add(memberId: number, productId: number): Promise<void> {
      if (!catalog.current().byId.has(productId)) throw notFound();
      await db.insert(wishlistItems).values({ memberId, productId }).onConflictDoNothing();
    },

    async remove(memberId: number, productId: number): Promise<void> {
      const removed = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.memberId, memberId), eq(wishlistItems.productId, productId)))
        .returning({ productId: wishlistItems.productId });
      if (removed.length === 0) throw notFound();
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
