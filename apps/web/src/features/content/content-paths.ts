import { CONTENT_TYPES } from '@pawsook/shared/content/content-kinds';

/**
 * Where the shop's articles live (decision 0042): `/content` with its tab and page in the address
 * (`/content?type=4&page=2`, member-area spec §3: 0 all, 1 recommend, 2 tips, 3 video, 4 news) and
 * one article at `/content/{slug}`. Defaults stay out of the address: all types, page 1.
 */
export const CONTENT_TABS = [
  { key: 'all', type: 0 },
  { key: 'recommend', type: CONTENT_TYPES.recommend },
  { key: 'tips', type: CONTENT_TYPES.tips },
  { key: 'video', type: CONTENT_TYPES.video },
  { key: 'news', type: CONTENT_TYPES.news },
] as const;

export type ContentTab = (typeof CONTENT_TABS)[number];
export type ContentTabType = ContentTab['type'];
export type ContentTabKey = ContentTab['key'];

/** Twelve cards: four rows of three on a desktop, an even number for two columns. */
export const CONTENT_PAGE_SIZE = 12;

/** The API's own page limit (contentListQuery). */
const MAX_PAGE = 10_000;

export interface ContentListState {
  type: ContentTabType;
  page: number;
}

/** The tab and page the address asks for; anything else reads as the first page of all. */
export function readContentListState(params: URLSearchParams): ContentListState {
  const type = Number(params.get('type'));
  const page = Number(params.get('page'));
  return {
    type: CONTENT_TABS.find((tab) => tab.type === type)?.type ?? 0,
    page: Number.isSafeInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

export function contentListHref({ type, page }: ContentListState): string {
  const params = new URLSearchParams();
  if (type !== 0) params.set('type', String(type));
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/content?${search}` : '/content';
}

/** The message-key part of an article's type: `content.types.news`; null for a type the page does not know. */
export function contentTypeKey(typeId: number): Exclude<ContentTabKey, 'all'> | null {
  const tab = CONTENT_TABS.find((t) => t.type === typeId && t.type !== 0);
  return tab && tab.key !== 'all' ? tab.key : null;
}

/** The tab an article's type is listed under; the first (all) for a type the page does not know. */
export function tabOfType(typeId: number): ContentTabType {
  return CONTENT_TABS.find((tab) => tab.type === typeId)?.type ?? 0;
}

/** An article's slug as the API accepts it (contentSlugParams): a bad one is a 404 without a call. */
export function isArticleSlug(slug: string | undefined): slug is string {
  return slug !== undefined && slug.length <= 80 && /^[a-z0-9-]+$/.test(slug);
}

export function articlePath(slug: string): string {
  return `/content/${encodeURIComponent(slug)}`;
}

/** The video id of a YouTube address (watch?v=, youtu.be/ or embed/, as contentVideoUrl takes them). */
export function youtubeVideoId(url: string | null): string | null {
  if (!url) return null;
  const match = /^https:\/\/(?:www\.youtube\.com\/watch\?v=|youtu\.be\/|www\.youtube\.com\/embed\/)([A-Za-z0-9_-]{6,20})(?:[?&#]|$)/.exec(url);
  return match?.[1] ?? null;
}

/** The privacy-enhanced player: no cookies until the shopper plays the video. */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

/**
 * A body's pictures load as the reader scrolls to them, without holding up the text. The body is
 * HTML the server sanitised (decision 0040): its <img> tags carry only src, alt, title, width and height.
 */
export function withLazyImages(html: string): string {
  return html.replace(/<img(?![^>]*\sloading=)/gi, '<img loading="lazy" decoding="async"');
}

/** Where a banner or a page item leads: a path of the shop opens in the app, an https address in a new tab. */
export function linkTarget(url: string | null): { kind: 'shop'; to: string } | { kind: 'web'; href: string } | null {
  if (!url) return null;
  if (/^\/(?!\/)/.test(url)) return { kind: 'shop', to: url };
  if (/^https:\/\//.test(url)) return { kind: 'web', href: url };
  return null;
}
