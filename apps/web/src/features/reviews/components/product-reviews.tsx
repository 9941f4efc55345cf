import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@pawsook/shared/format/date';
import { PRODUCT_REVIEWS_PAGE_SIZE } from '@pawsook/shared/reviews/review-limits';
import type { ProductReview, ReviewSummary } from '@pawsook/shared/schemas/reviews';
import type { Language } from '../../../lib/preferences';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { useProductReviews } from '../api/review-queries';
import { ReviewPhotoStrip } from './review-photo-strip';
import { ReviewsPager } from './reviews-pager';
import { StarRating } from './star-rating';

/** The id the product page's summary links to. */
export const PRODUCT_REVIEWS_ID = 'product-reviews';

function averageText(summary: ReviewSummary): string {
  return summary.average.toFixed(1);
}

/**
 * The stars and number of reviews under the product's name, a link down to the reviews; "No
 * reviews yet" without any. Shares the first page's query with the section below.
 */
export function ProductReviewSummary({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const reviews = useProductReviews(productId, 1);
  if (reviews.isPending) return <Skeleton className="h-5 w-40" />;
  const summary = reviews.data?.summary;
  if (!summary || summary.count === 0) return <p className="text-sm text-muted">{t('reviews.product.none')}</p>;
  return (
    <a href={`#${PRODUCT_REVIEWS_ID}`} className="inline-flex min-h-8 flex-wrap items-center gap-2 text-sm underline-offset-4 hover:underline">
      <StarRating stars={summary.average} />
      <span className="text-ink">
        {t('reviews.product.average', { average: averageText(summary) })} · {t('reviews.product.count', { count: summary.count })}
      </span>
      <span className="sr-only">{t('reviews.product.seeReviews')}</span>
    </a>
  );
}

function ReviewItem({ review, language }: { review: ProductReview; language: Language }) {
  const { t } = useTranslation();
  const option = language === 'th' ? (review.choiceNameTh ?? review.choiceNameEn) : (review.choiceNameEn ?? review.choiceNameTh);
  return (
    <li className="border-t border-brand-100 py-5 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p className="font-semibold break-all text-ink">{review.reviewerName}</p>
        <p className="text-sm text-muted">
          <time dateTime={review.createdAt}>{formatDate(review.createdAt, language)}</time>
        </p>
      </div>
      <StarRating stars={review.stars} className="mt-1" />
      {option ? <p className="mt-1 text-sm text-muted">{t('reviews.product.option', { option })}</p> : null}
      <p className="mt-2 whitespace-pre-line break-words text-ink">{review.text}</p>
      <ReviewPhotoStrip photos={review.photos} label={t('reviews.product.photos', { name: review.reviewerName })} />
    </li>
  );
}

/**
 * The product page's reviews (member-area spec §5): the average and count, then the visible
 * reviews newest first, five a page, each with its stars, option, text, photos, the author's name
 * (or the masked one they asked for) and its date.
 */
export function ProductReviews({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  const reviews = useProductReviews(productId, page);

  let body;
  if (reviews.isPending) {
    body = (
      <div aria-hidden="true" className="space-y-3">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  } else if (reviews.isError) {
    body = (
      <div role="alert" className="rounded-2xl border border-brand-200 bg-brand-50 p-5">
        <p className="font-semibold text-brand-900">{t('reviews.product.loadError')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void reviews.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (reviews.data.summary.count === 0) {
    body = (
      <div className="rounded-2xl bg-cream p-5">
        <p className="font-semibold text-ink">{t('reviews.product.none')}</p>
        <p className="mt-1 text-sm text-muted">{t('reviews.product.noneText')}</p>
      </div>
    );
  } else {
    const { summary } = reviews.data;
    body = (
      <>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-cream p-4">
          <p className="text-3xl font-bold text-brand-900">{averageText(summary)}</p>
          <div>
            <StarRating stars={summary.average} size="md" />
            <p className="text-sm text-ink">
              {t('reviews.product.average', { average: averageText(summary) })} · {t('reviews.product.count', { count: summary.count })}
            </p>
          </div>
        </div>
        <div className={reviews.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={reviews.isPlaceholderData}>
          <ul className="mt-5">
            {reviews.data.reviews.map((review) => (
              <ReviewItem key={review.reviewId} review={review} language={language} />
            ))}
          </ul>
          <ReviewsPager
            page={page}
            total={reviews.data.totalRecord}
            pageSize={PRODUCT_REVIEWS_PAGE_SIZE}
            onPageChange={(next) => {
              setPage(next);
              heading.current?.scrollIntoView({ block: 'start' });
              heading.current?.focus({ preventScroll: true });
            }}
          />
        </div>
      </>
    );
  }

  return (
    <section id={PRODUCT_REVIEWS_ID} aria-labelledby={`${PRODUCT_REVIEWS_ID}-heading`} className="mt-10 max-w-3xl scroll-mt-24">
      <h2 id={`${PRODUCT_REVIEWS_ID}-heading`} ref={heading} tabIndex={-1} className="mb-4 text-xl font-bold text-brand-900 outline-none">
        {t('reviews.product.heading')}
      </h2>
      {body}
    </section>
  );
}
