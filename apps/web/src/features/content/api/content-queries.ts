import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentArticle, ContentListItem, ContentPage, ContentPageName, HomeBanner } from '@pawsook/shared/schemas/content-items';
import { api, getResult } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth-events';
import type { Language } from '../../../lib/preferences';
import { useLanguage } from '../../../lib/use-language';
import { CONTENT_PAGE_SIZE, type ContentListState } from '../content-paths';

/** Staff publish now and then: a few minutes' old copy is fine. */
const CONTENT_STALE_MS = 5 * 60_000;

/**
 * Who reads decides what the answer holds (a members-only body, a members-only banner), so the keys
 * name the reader: signing in asks again and the body appears; signing out drops back to the summary.
 * The request itself carries the member's token as every request of the shop does (lib/api-client).
 */
type Reader = 'visitor' | `member-${string}`;

function useReader(): Reader {
  const session = useSession();
  return session.signedIn && session.memberId ? `member-${session.memberId}` : 'visitor';
}

export interface ContentListPage {
  items: ContentListItem[];
  totalRecord: number;
}

export const contentListQuery = (language: Language, { type, page }: ContentListState) =>
  queryOptions({
    queryKey: ['content', 'list', type, page, language],
    staleTime: CONTENT_STALE_MS,
    // another tab or page keeps the cards on screen (dimmed) until the new ones are in
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<ContentListPage> => {
      const answer = await api.get<ContentListItem[]>('/api/v1/content', { query: { type, page, limit: CONTENT_PAGE_SIZE }, signal });
      return { items: answer.data, totalRecord: answer.totalRecord ?? answer.data.length };
    },
    // the page shows its own message and a retry
    meta: { systemError: false },
  });

export const articleQuery = (language: Language, slug: string, reader: Reader) =>
  queryOptions({
    queryKey: ['content', 'article', slug, reader, language],
    staleTime: CONTENT_STALE_MS,
    // the article in the other language, or for the member just signed in: the one on screen stays meanwhile
    // (each article's page is a component of its own, so another article never shows in its place)
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getResult<ContentArticle>(`/api/v1/content/${encodeURIComponent(slug)}`, { signal }),
    meta: { systemError: false },
  });

export const homeBannersQuery = (language: Language, reader: Reader) =>
  queryOptions({
    queryKey: ['content', 'home-banners', reader, language],
    staleTime: CONTENT_STALE_MS,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getResult<HomeBanner[]>('/api/v1/content/home-banners', { signal }),
    // without its banners the home page shows its own promotion banner instead
    meta: { systemError: false },
  });

export const contentPageQuery = (language: Language, page: ContentPageName, reader: Reader) =>
  queryOptions({
    queryKey: ['content', 'page', page, reader, language],
    staleTime: CONTENT_STALE_MS,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getResult<ContentPage>(`/api/v1/content/pages/${page}`, { signal }),
    meta: { systemError: false },
  });

export function useContentList(state: ContentListState) {
  return useQuery(contentListQuery(useLanguage(), state));
}

export function useArticle(slug: string) {
  return useQuery(articleQuery(useLanguage(), slug, useReader()));
}

export function useHomeBanners(options: { enabled: boolean }) {
  return useQuery({ ...homeBannersQuery(useLanguage(), useReader()), enabled: options.enabled });
}

export function useContentPage(page: ContentPageName) {
  return useQuery(contentPageQuery(useLanguage(), page, useReader()));
}
