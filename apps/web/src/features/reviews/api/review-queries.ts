import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MY_REVIEWS_PAGE_SIZE, PRODUCT_REVIEWS_PAGE_SIZE } from '@pawsook/shared/reviews/review-limits';
import type { MyReview, PostedReview, ProductReviews, ReviewableLine } from '@pawsook/shared/schemas/reviews';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth-events';

export interface ListPage<T> {
  items: T[];
  totalRecord: number;
}

export interface ProductReviewsPage extends ProductReviews {
  totalRecord: number;
}

/**
 * The member's keys start with ['member', memberId]: log-out and the 401 rule forget them with the
 * rest of the member's data. A product's reviews are public and the same in both languages.
 */
export const reviewKeys = {
  member: (memberId: string) => ['member', memberId, 'reviews'] as const,
  waiting: (memberId: string, page: number) => ['member', memberId, 'reviews', 'waiting', page] as const,
  written: (memberId: string, page: number) => ['member', memberId, 'reviews', 'written', page] as const,
  products: ['product-reviews'] as const,
  product: (productId: number, page: number) => ['product-reviews', productId, page] as const,
};

/** What a review changes elsewhere: the coins (coins feature), the header's balance (members), the order list's review button (orders). */
const coinKeys = (memberId: string) => ['member', memberId, 'coins'] as const;
const profileKey = ['member', 'profile'] as const;
const orderKeys = (memberId: string) => ['member', memberId, 'orders'] as const;

function useMemberId(): string | null {
  const session = useSession();
  return session.signedIn ? session.memberId : null;
}

function waitingQuery(memberId: string, page: number) {
  return queryOptions({
    queryKey: reviewKeys.waiting(memberId, page),
    queryFn: async ({ signal }): Promise<ListPage<ReviewableLine>> => {
      const answer = await api.get<ReviewableLine[]>('/api/v1/reviews/web/waiting', { query: { page, limit: MY_REVIEWS_PAGE_SIZE }, signal });
      return { items: answer.data, totalRecord: answer.totalRecord ?? answer.data.length };
    },
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

function writtenQuery(memberId: string, page: number) {
  return queryOptions({
    queryKey: reviewKeys.written(memberId, page),
    queryFn: async ({ signal }): Promise<ListPage<MyReview>> => {
      const answer = await api.get<MyReview[]>('/api/v1/reviews/web', { query: { page, limit: MY_REVIEWS_PAGE_SIZE }, signal });
      return { items: answer.data, totalRecord: answer.totalRecord ?? answer.data.length };
    },
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function productReviewsQuery(productId: number, page: number) {
  return queryOptions({
    queryKey: reviewKeys.product(productId, page),
    queryFn: async ({ signal }): Promise<ProductReviewsPage> => {
      const answer = await api.get<ProductReviews>(`/api/v1/products/${productId}/reviews`, { query: { page, limit: PRODUCT_REVIEWS_PAGE_SIZE }, signal });
      return { ...answer.data, totalRecord: answer.totalRecord ?? answer.data.summary.count };
    },
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** One page of the member's lines waiting for a review. */
export function useWaitingLines(page: number) {
  const memberId = useMemberId();
  return useQuery({ ...waitingQuery(memberId ?? '', page), enabled: memberId !== null });
}

/** One page of the reviews the member wrote. */
export function useMyReviews(page: number) {
  const memberId = useMemberId();
  return useQuery({ ...writtenQuery(memberId ?? '', page), enabled: memberId !== null });
}

/** One page of a product's reviews with its average and count; the product page shows its own message on failure. */
export function useProductReviews(productId: number, page: number) {
  return useQuery({ ...productReviewsQuery(productId, page), meta: { systemError: false } });
}

export interface ReviewToSend {
  orderLineId: number;
  stars: number;
  text: string;
  hideName: boolean;
  photos: File[];
}

/**
 * Sends a review as a form with its photos. The dialog shows a refusal itself (its fields, a 404,
 * a 413); afterwards the member's lists, coins, header balance and order list and the product's
 * reviews are asked again.
 */
export function usePostReview() {
  const queryClient = useQueryClient();
  const memberId = useMemberId();
  return useMutation({
    meta: { systemError: false },
    mutationFn: async (review: ReviewToSend): Promise<PostedReview> => {
      const form = new FormData();
      form.append('orderLineId', String(review.orderLineId));
      form.append('stars', String(review.stars));
      form.append('text', review.text);
      form.append('hideName', String(review.hideName));
      for (const photo of review.photos) form.append('photos', photo, photo.name);
      return (await api.post<PostedReview>('/api/v1/reviews', form)).data;
    },
    onSettled: async () => {
      const waits: Promise<void>[] = [queryClient.invalidateQueries({ queryKey: reviewKeys.products })];
      if (memberId) {
        waits.push(
          queryClient.invalidateQueries({ queryKey: reviewKeys.member(memberId) }),
          queryClient.invalidateQueries({ queryKey: coinKeys(memberId) }),
          queryClient.invalidateQueries({ queryKey: orderKeys(memberId) }),
          queryClient.invalidateQueries({ queryKey: profileKey }),
        );
      }
      await Promise.all(waits);
    },
  });
}
