import type { FastifyBaseLogger } from 'fastify';
import type { ReviewSummary } from '@pawsook/shared/schemas/reviews';
import type { Database } from '../../db/database';
import { createLiveValue } from '../../db/live-value';
import { reviewSummaries } from './review-summary.service';

export const REVIEWS_CHANNEL = 'reviews_changed';

/**
 * Every product's review average and count, kept in memory and current in every process: a
 * trigger announces each change of the reviews on reviews_changed (live-value.ts). The catalogue's
 * answers read it, and their cache is emptied when it changes.
 */
export function createLiveReviewSummaries(database: Database, log: FastifyBaseLogger) {
  return createLiveValue(database, REVIEWS_CHANNEL, async (): Promise<ReadonlyMap<number, ReviewSummary>> => reviewSummaries(database.db), log);
}

export type LiveReviewSummaries = Awaited<ReturnType<typeof createLiveReviewSummaries>>;
