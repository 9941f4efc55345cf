import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ProductDetail, ProductList, ProductListItem } from '@pawsook/shared/schemas/products';
import { api, getResult } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import type { Language } from '../../../lib/preferences';
import type { ProductQuery } from '../listing/listing-params';
import { inLanguage } from './language-guard';

export interface ProductPage {
  items: ProductListItem[];
  totalRecord: number;
}

/** Prices and stock change: lists are fresh for a minute, a product page for 30 seconds. */
const LIST_STALE_MS = 60_000;
const DETAIL_STALE_MS = 30_000;

export const productKeys = {
  all: ['products'] as const,
  list: (language: Language, query: ProductQuery) => ['products', 'list', language, query] as const,
  detail: (language: Language, productId: number) => ['products', 'detail', language, productId] as const,
};

export function productListQuery(language: Language, query: ProductQuery) {
  return queryOptions({
    queryKey: productKeys.list(language, query),
    queryFn: (context) =>
      inLanguage(context, language, async (): Promise<ProductPage> => {
        const answer = await api.get<ProductListItem[]>('/api/v1/products', { query, signal: context.signal });
        return { items: answer.data ?? [], totalRecord: answer.totalRecord ?? answer.data?.length ?? 0 };
      }),
    staleTime: LIST_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** A home or promotion list: the first `limit` products of one list. */
export function productShelfQuery(language: Language, list: ProductList, limit = 12) {
  return productListQuery(language, { list, page: 1, limit });
}

export function productDetailQuery(language: Language, productId: number) {
  return queryOptions({
    queryKey: productKeys.detail(language, productId),
    // an unknown product is an answer (null), not a failure: the server draws its page, and the
    // browser's first draw finds the same answer (a failure is not handed over)
    queryFn: (context) =>
      inLanguage(context, language, () =>
        getResult<ProductDetail>(`/api/v1/products/${productId}`, { signal: context.signal }).catch((error: unknown) => {
          if (isApiError(error) && error.kind === 'not-found') return null;
          throw error;
        }),
      ),
    staleTime: DETAIL_STALE_MS,
    // the same product in the other language stays on screen until its answer arrives
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === productId ? previous : undefined),
    // an unknown product is a page of its own, not a System Error
    meta: { systemError: false },
    retry: false,
  });
}
