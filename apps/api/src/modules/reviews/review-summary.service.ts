import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { ReviewSummary } from '@pawsook/shared/schemas/reviews';
import type { DbOrTx } from '../../db/database';
import { productReviews } from './reviews.tables';

/** A product nobody has reviewed (yet). */
export const NO_REVIEWS: ReviewSummary = { average: 0, count: 0 };

/**
 * Average stars (to one decimal) and number of the visible reviews by product: of the products
 * named (each in the answer; { average: 0, count: 0 } without reviews), or of every reviewed one.
 */
export async function reviewSummaries(db: DbOrTx, productIds?: readonly number[]): Promise<Map<number, ReviewSummary>> {
  const ids = productIds && [...new Set(productIds)];
  const summaries = new Map<number, ReviewSummary>((ids ?? []).map((id) => [id, NO_REVIEWS]));
  if (ids?.length === 0) return summaries;
  const visible = eq(productReviews.hidden, false);
  const rows = await db
    .select({
      productId: productReviews.productId,
      average: sql<number>`round(avg(${productReviews.stars}), 1)::float8`,
      count: count(),
    })
    .from(productReviews)
    .where(ids ? and(inArray(productReviews.productId, ids), visible) : visible)
    .groupBy(productReviews.productId);
  for (const row of rows) summaries.set(Number(row.productId), { average: Number(row.average), count: Number(row.count) });
  return summaries;
}

/** One product's summary. */
export async function reviewSummary(db: DbOrTx, productId: number): Promise<ReviewSummary> {
  return (await reviewSummaries(db, [productId])).get(productId) ?? NO_REVIEWS;
}
