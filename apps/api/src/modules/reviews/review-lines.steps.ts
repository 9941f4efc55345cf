import { sql, type SQL } from 'drizzle-orm';
import { productReviews } from './reviews.tables';

/**
 * Whether an order line has its review, as a part of the caller's statement (an order's page
 * reads it with its lines, in one round trip). `orderLineId` is written qualified by the caller:
 * drizzle writes a one-table query's columns bare, which inside this subquery would be the review's.
 */
export const lineReviewed = (orderLineId: SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${productReviews} as r where r.order_line_id = ${orderLineId})`;
