/**
 * The content's constants without zod (decision 0040): the shopper's first page (the header's
 * link to the articles, the home banners) imports these, never the request schemas.
 */

/** member-area.md §3: 1 recommend, 2 tips, 3 video, 4 news (0 in a list query: all). */
export const CONTENT_TYPES = { recommend: 1, tips: 2, video: 3, news: 4 } as const;
export type ContentTypeId = (typeof CONTENT_TYPES)[keyof typeof CONTENT_TYPES];
export const CONTENT_TYPE_IDS = Object.values(CONTENT_TYPES) as ContentTypeId[];

/** Where an item shows: an article of its own, a banner on the home page, an item of one of the two pages. */
export const CONTENT_PLACEMENTS = ['article', 'home-banner', 'promotions-page', 'privileges-page'] as const;
export type ContentPlacement = (typeof CONTENT_PLACEMENTS)[number];

/** The pages `GET /api/v1/content/pages/{page}` answers, and the placement of their items. */
export const CONTENT_PAGES = { promotions: 'promotions-page', privileges: 'privileges-page' } as const satisfies Record<string, ContentPlacement>;
export type ContentPageName = keyof typeof CONTENT_PAGES;

/** draft (staff only) → published (public from its publish time) → archived (kept, never shown); see status/content-status.ts */
export const CONTENT_STATUSES = ['draft', 'published', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** What the rich-text editor's image upload takes (member-area.md §5), checked by the bytes, not the name. */
export const CONTENT_IMAGE_TYPES = ['gif', 'jpeg', 'jpg', 'png'] as const;
