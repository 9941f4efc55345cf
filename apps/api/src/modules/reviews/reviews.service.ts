import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Lang } from '@pawsook/shared/i18n/translate';
import type { MyReview, ProductReviews, ReviewableLine, ReviewPhoto } from '@pawsook/shared/schemas/reviews';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/app-error';
import type { CoinsService } from '../coins/coins.service';
import { memberNames } from '../members/member-columns.steps';
import { boughtChoices, orderedLines } from '../orders/order-columns.steps';
import { preparePhoto, thumbKeyOf, type PreparedPhoto, type ReviewPhotoStore } from './review-photos.service';
import { reviewSummary } from './review-summary.service';
import { reviewerName } from './reviewer-name';
import { productReviews, reviewPhotos } from './reviews.tables';

export interface ReviewsServiceDeps {
  db: Db;
  coins: Pick<CoinsService, 'record'>;
  photos: ReviewPhotoStore;
  /** coins an order earns with its first review (REVIEW_COINS); 0: none */
  reviewCoins: number;
}

export interface NewReview {
  orderLineId: number;
  stars: number;
  text: string;
  hideName: boolean;
}

export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * Reviews of delivered order lines (decision 0030). The order lines are read joined to the orders
 * room's `orderedLines`: a review needs one line with its order's owner, status and kind, and the
 * lists need the lines as they were ordered; nothing of the orders is written.
 */
export function createReviewsService({ db, coins, photos, reviewCoins }: ReviewsServiceDeps) {
  const lineFields = {
    orderLineId: orderedLines.orderLineId,
    orderId: orderedLines.orderId,
    orderNo: orderedLines.orderNo,
    orderCreatedAt: orderedLines.orderCreatedAt,
    productId: orderedLines.productId,
    skuId: orderedLines.skuId,
    skuCode: orderedLines.skuCode,
    productNameTh: orderedLines.nameTh,
    productNameEn: orderedLines.nameEn,
    choiceNameTh: orderedLines.choiceTh,
    choiceNameEn: orderedLines.choiceEn,
    imageKey: orderedLines.imageKey,
  };
  interface LineRow {
    orderLineId: number;
    orderId: number;
    orderNo: string;
    orderCreatedAt: Date;
    productId: number;
    skuId: number;
    skuCode: string;
    productNameTh: string;
    productNameEn: string;
    choiceNameTh: string | null;
    choiceNameEn: string | null;
    imageKey: string | null;
  }

  const lineView = (row: LineRow): ReviewableLine => ({
    orderLineId: row.orderLineId,
    orderId: row.orderId,
    orderNo: row.orderNo,
    orderDate: row.orderCreatedAt.toISOString(),
    productId: Number(row.productId),
    skuId: Number(row.skuId),
    skuCode: row.skuCode,
    productNameTh: row.productNameTh,
    productNameEn: row.productNameEn,
    choiceNameTh: row.choiceNameTh,
    choiceNameEn: row.choiceNameEn,
    imageKey: row.imageKey,
  });

  /** The photos of the reviews, in their order, by review id. */
  async function photosOf(reviewIds: number[]): Promise<Map<number, ReviewPhoto[]>> {
    const byReview = new Map<number, ReviewPhoto[]>(reviewIds.map((id) => [id, []]));
    if (reviewIds.length === 0) return byReview;
    const rows = await db
      .select()
      .from(reviewPhotos)
      .where(inArray(reviewPhotos.reviewId, reviewIds))
      .orderBy(asc(reviewPhotos.reviewId), asc(reviewPhotos.position));
    for (const row of rows) {
      byReview.get(row.reviewId)?.push({ imageKey: row.imageKey, thumbKey: thumbKeyOf(row.imageKey), width: row.width, height: row.height });
    }
    return byReview;
  }

  /**
   * Step 1: the line may be reviewed by this member. Another member's line is 404 (as if it did
   * not exist); a donation, an order not yet delivered and a line already reviewed are 400.
   */
  async function lineToReview(memberId: number, orderLineId: number) {
    const [line] = await db
      .select({
        memberId: orderedLines.memberId,
        statusId: orderedLines.statusId,
        isDonation: orderedLines.isDonation,
        orderId: orderedLines.orderId,
        orderNo: orderedLines.orderNo,
        productId: orderedLines.productId,
        skuId: orderedLines.skuId,
        reviewId: productReviews.id,
      })
      .from(orderedLines)
      .leftJoin(productReviews, eq(productReviews.orderLineId, orderedLines.orderLineId))
      .where(eq(orderedLines.orderLineId, orderLineId));
    if (!line || line.memberId !== memberId) throw notFound();
    if (line.isDonation) throw new AppError(400, 'review.donation');
    if (line.statusId !== ORDER_STATUS.delivered) throw new AppError(400, 'review.notDelivered');
    if (line.reviewId !== null) throw new AppError(400, 'review.alreadyReviewed');
    return line;
  }

  /** Step 2: every photo checked by its bytes and written again, before anything is stored. */
  async function preparePhotos(uploads: readonly Buffer[]): Promise<PreparedPhoto[]> {
    const prepared: PreparedPhoto[] = [];
    // one at a time: decoding is the heaviest work a request does here
    for (const bytes of uploads) prepared.push(await preparePhoto(bytes));
    return prepared;
  }

  return {
    /**
     * Posts a review of one line: checks the line, prepares the photos, stores their files (undone
     * if what follows fails), then in one transaction writes the review and its photos and credits
     * the order's review coins once (ledger entry `review`, reference the order number: a second
     * review of the order, or two at the same time, find it there and earn nothing).
     */
    async postReview(memberId: number, review: NewReview, uploads: readonly Buffer[], lang: Lang): Promise<{ reviewId: number; coinsEarned: number }> {
      const line = await lineToReview(memberId, review.orderLineId);
      const prepared = await preparePhotos(uploads);
      const stored = await photos.save(prepared);
      try {
        return await db.transaction(async (tx) => {
          const [written] = await tx
            .insert(productReviews)
            .values({
              memberId,
              orderId: line.orderId,
              orderLineId: review.orderLineId,
              productId: line.productId,
              skuId: line.skuId,
              stars: review.stars,
              text: review.text,
              hideName: review.hideName,
              lang,
            })
            // the same line reviewed twice at once: the second finds the first here
            .onConflictDoNothing({ target: productReviews.orderLineId })
            .returning({ id: productReviews.id });
          if (!written) throw new AppError(400, 'review.alreadyReviewed');
          await tx
            .insert(reviewPhotos)
            .values(stored.map((photo, position) => ({ reviewId: written.id, imageKey: photo.imageKey, width: photo.width, height: photo.height, position })));
          const earned =
            reviewCoins > 0 && (await coins.record(tx, { memberId, coin: reviewCoins, activity: 'review', reference: line.orderNo })) ? reviewCoins : 0;
          return { reviewId: written.id, coinsEarned: earned };
        });
      } catch (error) {
        await photos.remove(stored.map((photo) => photo.imageKey));
        throw error;
      }
    },

    /** The lines of the member's delivered orders (not donations) that wait for a review: newest order first. */
    async waitingLines(memberId: number, page: number, limit: number): Promise<Page<ReviewableLine>> {
      const where = and(
        eq(orderedLines.memberId, memberId),
        eq(orderedLines.statusId, ORDER_STATUS.delivered),
        eq(orderedLines.isDonation, false),
        isNull(productReviews.id),
      );
      const base = () =>
        db.select(lineFields).from(orderedLines).leftJoin(productReviews, eq(productReviews.orderLineId, orderedLines.orderLineId)).where(where);
      const [rows, [total]] = await Promise.all([
        base()
          .orderBy(desc(orderedLines.orderCreatedAt), desc(orderedLines.orderId), asc(orderedLines.orderLineId))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(orderedLines).leftJoin(productReviews, eq(productReviews.orderLineId, orderedLines.orderLineId)).where(where),
      ]);
      return { items: rows.map(lineView), total: Number(total?.n ?? 0) };
    },

    /** The reviews the member wrote, newest first, with their photos (hidden ones too, marked). */
    async myReviews(memberId: number, page: number, limit: number): Promise<Page<MyReview>> {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            ...lineFields,
            reviewId: productReviews.id,
            stars: productReviews.stars,
            text: productReviews.text,
            hideName: productReviews.hideName,
            hidden: productReviews.hidden,
            createdAt: productReviews.createdAt,
          })
          .from(productReviews)
          .innerJoin(orderedLines, eq(orderedLines.orderLineId, productReviews.orderLineId))
          .where(eq(productReviews.memberId, memberId))
          .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(productReviews).where(eq(productReviews.memberId, memberId)),
      ]);
      const photosByReview = await photosOf(rows.map((r) => r.reviewId));
      return {
        total: Number(total?.n ?? 0),
        items: rows.map((row) => ({
          ...lineView(row),
          reviewId: row.reviewId,
          stars: row.stars,
          text: row.text,
          hideName: row.hideName,
          hidden: row.hidden,
          createdAt: row.createdAt.toISOString(),
          photos: photosByReview.get(row.reviewId) ?? [],
        })),
      };
    },

    /**
     * A product's visible reviews, newest first, each named by its author or masked as they asked,
     * with the product's average and count. An unknown product simply has none.
     */
    async productReviews(productId: number, page: number, limit: number): Promise<ProductReviews> {
      const visible = and(eq(productReviews.productId, productId), eq(productReviews.hidden, false));
      const [summary, rows] = await Promise.all([
        reviewSummary(db, productId),
        db
          .select({
            reviewId: productReviews.id,
            stars: productReviews.stars,
            text: productReviews.text,
            hideName: productReviews.hideName,
            createdAt: productReviews.createdAt,
            name: memberNames.name,
            surname: memberNames.surname,
            choiceNameTh: boughtChoices.choiceTh,
            choiceNameEn: boughtChoices.choiceEn,
          })
          .from(productReviews)
          .innerJoin(memberNames, eq(memberNames.memberId, productReviews.memberId))
          .innerJoin(boughtChoices, eq(boughtChoices.orderLineId, productReviews.orderLineId))
          .where(visible)
          .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
          .limit(limit)
          .offset((page - 1) * limit),
      ]);
      const photosByReview = await photosOf(rows.map((r) => r.reviewId));
      return {
        summary,
        reviews: rows.map((row) => ({
          reviewId: row.reviewId,
          stars: row.stars,
          text: row.text,
          reviewerName: reviewerName(row, row.hideName),
          nameHidden: row.hideName,
          choiceNameTh: row.choiceNameTh,
          choiceNameEn: row.choiceNameEn,
          createdAt: row.createdAt.toISOString(),
          photos: photosByReview.get(row.reviewId) ?? [],
        })),
      };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
