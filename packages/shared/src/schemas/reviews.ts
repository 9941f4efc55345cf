import type { MessageKey } from '../i18n/translate';
import { idParam } from '../validation/ids';
import { z } from '../validation/z';

import {
  MY_REVIEWS_PAGE_SIZE,
  PRODUCT_REVIEWS_PAGE_SIZE,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTOS_MAX,
  REVIEW_PHOTOS_MIN,
  REVIEW_TEXT_MAX_LENGTH,
} from '../reviews/review-limits';

/**
 * Reviews of delivered order lines (member-area spec §5 Reviews, §9 Review photos; decision 0030):
 * the schemas of the review calls; their limits live in reviews/review-limits.ts (no zod there).
 */
export * from '../reviews/review-limits';

/** Text as the form sends it: multipart values are strings; the browser's form has a boolean. */
const formBoolean = z.preprocess((value) => {
  if (value === 'true' || value === 'on' || value === '1') return true;
  if (value === 'false' || value === '0' || value === '' || value === undefined) return false;
  return value;
}, z.boolean());

/** The review's own fields, the same for the server (from the multipart form) and the browser's form. */
export const reviewFields = z.object({
  stars: z.coerce.number({ error: 'review.stars' }).int('review.stars').min(1, 'review.stars').max(5, 'review.stars'),
  text: z.string({ error: 'review.textRequired' }).trim().min(1, 'review.textRequired').max(REVIEW_TEXT_MAX_LENGTH, 'validation.tooLong'),
  hideName: formBoolean,
});

/**
 * The photos as the form holds them: the browser's File objects, the server's uploads. Only their
 * number is the schema's; each photo's type and size are checked by `photoFileProblem` in the
 * browser and by the photo's bytes on the server.
 */
export const reviewPhotosField = z
  .array(z.unknown().meta({ type: 'string', format: 'binary' }), { error: 'review.photosRequired' })
  .min(REVIEW_PHOTOS_MIN, 'review.photosRequired')
  .max(REVIEW_PHOTOS_MAX, 'review.tooManyPhotos');

/** POST /api/v1/reviews (multipart/form-data): the form fields and 1 to 5 photos. */
export const postReviewBody = reviewFields.extend({
  orderLineId: idParam,
  photos: reviewPhotosField,
});

/** The browser's review form: the same rules, for the line the dialog was opened for. */
export const reviewFormSchema = reviewFields.extend({ photos: reviewPhotosField });
export type ReviewFormInput = z.input<typeof reviewFormSchema>;

/** A photo the browser is about to send: what can be known of it without reading it. */
export interface PhotoFileFacts {
  name: string;
  size: number;
  type: string;
}

/** Why the browser refuses a picked photo before sending it, as a message key (null: it may go). */
export function photoFileProblem(file: PhotoFileFacts): MessageKey | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  const typeFits = file.type === '' || file.type === 'image/png' || file.type === 'image/jpeg';
  if (!extension || !['png', 'jpg', 'jpeg'].includes(extension) || !typeFits) return 'review.photoType';
  if (file.size > REVIEW_PHOTO_MAX_BYTES) return 'review.photoTooLarge';
  return null;
}

export const myReviewsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(MY_REVIEWS_PAGE_SIZE),
});

export const productReviewsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(PRODUCT_REVIEWS_PAGE_SIZE),
});

export const reviewPhotoSchema = z.object({
  /** the photo, at most 1600 px on its longer side: /images/{imageKey} */
  imageKey: z.string(),
  /** the same photo at most 320 px on its longer side, for lists */
  thumbKey: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** A line of a delivered order that waits for the member's review: names as they were ordered. */
export const reviewableLineSchema = z.object({
  orderLineId: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  /** ISO date-time the order was placed */
  orderDate: z.string(),
  productId: z.number().int(),
  skuId: z.number().int(),
  skuCode: z.string(),
  productNameTh: z.string(),
  productNameEn: z.string(),
  choiceNameTh: z.string().nullable(),
  choiceNameEn: z.string().nullable(),
  /** the SKU's picture when ordered: /images/{imageKey} */
  imageKey: z.string().nullable(),
});

/** A review the member wrote, with the line it is about. */
export const myReviewSchema = reviewableLineSchema.extend({
  reviewId: z.number().int(),
  stars: z.number().int(),
  text: z.string(),
  hideName: z.boolean(),
  /** staff took it off the product page; the member still sees it here */
  hidden: z.boolean(),
  /** ISO date-time */
  createdAt: z.string(),
  photos: z.array(reviewPhotoSchema),
});

export const postedReviewSchema = z.object({
  reviewId: z.number().int(),
  /** coins this review earned: the order's review coins the first time, 0 once the order has earned them */
  coinsEarned: z.number().int(),
  /** "Your review has been submitted." in the request's language */
  message: z.string(),
});

export const reviewSummarySchema = z.object({
  /** the visible reviews' average stars, to one decimal; 0 without reviews */
  average: z.number(),
  count: z.number().int(),
});

/** A review as the product page shows it: the reviewer's name, or a masked one ("S***i") when they asked. */
export const productReviewSchema = z.object({
  reviewId: z.number().int(),
  stars: z.number().int(),
  text: z.string(),
  reviewerName: z.string(),
  nameHidden: z.boolean(),
  /** the option bought ("400 g"), when the product has options */
  choiceNameTh: z.string().nullable(),
  choiceNameEn: z.string().nullable(),
  /** ISO date-time */
  createdAt: z.string(),
  photos: z.array(reviewPhotoSchema),
});

export const productReviewsSchema = z.object({
  summary: reviewSummarySchema,
  reviews: z.array(productReviewSchema),
});

export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;
export type ReviewableLine = z.infer<typeof reviewableLineSchema>;
export type MyReview = z.infer<typeof myReviewSchema>;
export type PostedReview = z.infer<typeof postedReviewSchema>;
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
export type ProductReview = z.infer<typeof productReviewSchema>;
export type ProductReviews = z.infer<typeof productReviewsSchema>;
