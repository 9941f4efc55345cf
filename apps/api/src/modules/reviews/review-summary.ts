import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { ReviewSummary } from '@pawsook/shared/schemas/reviews';
import type { DbOrTx } from '../../db/database';
import { productReviews } from './reviews.tables';

const NO_REVIEWS: ReviewSummary = { average: 0, count: 0 };

/**
 * Average stars (to one decimal) and number of the visible reviews of many products in one
 * query: for the product page and for listing cards. Every id asked for is in the answer; a
 * product without reviews has { average: 0, count: 0 }.
 */
export async function reviewSummaries(db: DbOrTx, productIds: readonly number[]): Promise<Map<number, ReviewSummary>> {
  const ids = [...new Set(productIds)];
  const summaries = new Map<number, ReviewSummary>(ids.map((id) => [id, NO_REVIEWS]));
  if (ids.length === 0) return summaries;
  const rows = await db
    .select({
      productId: productReviews.productId,
      average: sql<number>`round(avg(${productReviews.stars}), 1)::float8`,
      count: count(),
    })
    .from(productReviews)
    .where(and(inArray(productReviews.productId, ids), eq(productReviews.hidden, false)))
    .groupBy(productReviews.productId);
  for (const row of rows) summaries.set(Number(row.productId), { average: Number(row.average), count: Number(row.count) });
  return summaries;
}

/** One product's summary. */
export async function reviewSummary(db: DbOrTx, productId: number): Promise<ReviewSummary> {
  return (await reviewSummaries(db, [productId])).get(productId) ?? NO_REVIEWS;
}

/**
 * How many lines of each order have been reviewed, for the order list's review button ("not yet
 * fully reviewed"): every id asked for is in the answer, 0 when none.
 */
export async function reviewedLineCounts(db: DbOrTx, orderIds: readonly number[]): Promise<Map<number, number>> {
  const ids = [...new Set(orderIds)];
  const counts = new Map<number, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ orderId: productReviews.orderId, reviewed: count() })
    .from(productReviews)
    .where(inArray(productReviews.orderId, ids))
    .groupBy(productReviews.orderId);
  for (const row of rows) counts.set(row.orderId, Number(row.reviewed));
  return counts;
}
