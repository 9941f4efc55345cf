import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@pawsook/shared/i18n/translate';
import { productIdParams } from '@pawsook/shared/schemas/products';
import {
  myReviewSchema,
  myReviewsQuery,
  postedReviewSchema,
  postReviewBody,
  productReviewSchema,
  productReviewsQuery,
  reviewableLineSchema,
  reviewSummarySchema,
} from '@pawsook/shared/schemas/reviews';
import { requireMember } from '../auth/auth.hook';
import type { AuthService } from '../auth/auth.service';
import { envelopeRoutes } from '../../http/envelope-routes';
import { UploadedPhoto } from '../../http/uploaded-photo';
import { readReviewForm } from './review-upload';
import type { ReviewsService } from './reviews.service';

const member = { tags: ['reviews'], security: [{ bearer: [] }] };

/** The member's review page and posting a review (member-area spec §2 /user/purchase/review, §5). */
export function reviewsRoutes(reviews: ReviewsService, auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireMember(auth));
    // multipart bodies only here: every other route keeps answering them 415
    await app.register(fastifyMultipart);
    const route = envelopeRoutes(app, { docs: member });

    route.getPage(
      '/api/v1/reviews/web/waiting',
      {
        summary: "The lines of the member's delivered orders (not donations) that wait for a review, newest order first (10 a page)",
        querystring: myReviewsQuery,
        result: z.array(reviewableLineSchema),
      },
      (request) => reviews.waitingLines(request.memberId, request.query.page, request.query.limit),
    );

    route.getPage(
      '/api/v1/reviews/web',
      { summary: 'The reviews the member wrote, newest first, with their photos (10 a page)', querystring: myReviewsQuery, result: z.array(myReviewSchema) },
      (request) => reviews.myReviews(request.memberId, request.query.page, request.query.limit),
    );

    route.post(
      '/api/v1/reviews',
      {
        summary:
          "Review one line of the member's delivered order (multipart/form-data: orderLineId, stars 1–5, text, hideName, 1–5 photos of .png/.jpg/.jpeg up to 10 MB each). " +
          "Photos are taken for their bytes and stored re-encoded. The order's first review earns its review coins (coinsEarned); " +
          "another member's line is 404; a donation, an undelivered order or a line already reviewed is 400; a photo over 10 MB is 413",
        consumes: ['multipart/form-data'],
        body: postReviewBody,
        result: postedReviewSchema,
        preValidation: readReviewForm,
      },
      async (request) => {
        const { photos, ...review } = request.body;
        const uploads = photos.filter((p): p is UploadedPhoto => p instanceof UploadedPhoto).map((p) => p.bytes);
        const posted = await reviews.postReview(request.memberId, review, uploads, request.lang);
        return { ...posted, message: translate(request.lang, 'review.submitted') };
      },
    );
  };
}

/** A product's reviews on its page (public); their photos are public images (public-images.plugin.ts, from app.ts). */
export function productReviewsRoutes(reviews: ReviewsService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = envelopeRoutes(app, { docs: { tags: ['reviews'] } });

    route.getPage(
      '/api/v1/products/:productId/reviews',
      {
        summary: 'A product\'s reviews, newest first (5 a page), with its average stars and count; the author\'s name or a masked one ("S***i")',
        params: productIdParams,
        querystring: productReviewsQuery,
        result: z.object({ summary: reviewSummarySchema, reviews: z.array(productReviewSchema) }),
      },
      async (request) => {
        const answer = await reviews.productReviews(request.params.productId, request.query.page, request.query.limit);
        return { items: answer, total: answer.summary.count };
      },
    );
  };
}
