import type { MessageKey } from '../i18n/translate';
import { z } from '../validation/z';
import { idParam } from '../validation/ids';
import { CONTENT_IMAGE_TYPES, CONTENT_PLACEMENTS, CONTENT_STATUSES, CONTENT_TYPES } from '../content/content-kinds';

/**
 * The shop's written content (issue 19, member-area.md §3, §6; decision 0040): articles (news,
 * tips, videos, recommendations), the home page's banners, and the items of the promotions and
 * privileges pages. Every text comes in Thai and English; bodies are HTML the server sanitised.
 */

export {
  CONTENT_TYPES,
  CONTENT_TYPE_IDS,
  CONTENT_PLACEMENTS,
  CONTENT_PAGES,
  CONTENT_STATUSES,
  CONTENT_IMAGE_TYPES,
  type ContentTypeId,
  type ContentPlacement,
  type ContentPageName,
  type ContentStatus,
} from '../content/content-kinds';

/** Paths that are not articles: `GET /api/v1/content/home-banners` is its own call. */
const RESERVED_SLUGS = new Set(['home-banners', 'pages']);

/** An article's address: lower-case letters, digits and single dashes (Thai titles get one in English). */
export const contentSlug = z
  .string()
  .trim()
  .min(3, 'content.slugShape')
  .max(80, 'content.slugShape')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'content.slugShape')
  .refine((slug) => !RESERVED_SLUGS.has(slug), 'content.slugShape');

/** An image the shop serves itself: a path under /images/ (an upload of the editor, or a shipped picture). */
export const contentImagePath = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/images\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)*\.(?:webp|png|jpe?g|gif|svg)$/, 'content.imagePath')
  .refine((p) => !p.includes('..'), 'content.imagePath');

/** Where a banner or a page item leads: a path of the shop (not `//host`) or an https address. */
export const contentLink = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^\/(?!\/)[^\s\\]*$/.test(v) || /^https:\/\/[^\s/\\]+(?:\/[^\s\\]*)?$/.test(v), 'content.linkShape');

/** A video article's video: a YouTube address (the article page embeds it from youtube-nocookie.com). */
export const contentVideoUrl = z
  .string()
  .trim()
  .max(300)
  .regex(/^https:\/\/(?:www\.youtube\.com\/watch\?v=|youtu\.be\/|www\.youtube\.com\/embed\/)[A-Za-z0-9_-]{6,20}(?:[?&][\w=&.-]*)?$/, 'content.videoShape');

const isoTime = z.iso.datetime({ offset: true });

// ---------------------------------------------------------------- public answers

/** GET /api/v1/content: a tab (0 all, 1 recommend, 2 tips, 3 video, 4 news), newest first. */
export const contentListQuery = z.object({
  type: z.coerce.number().int().min(0, 'validation.invalid').max(4, 'validation.invalid').default(0),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});
export type ContentListQuery = z.infer<typeof contentListQuery>;

export const contentSlugParams = z.object({
  slug: z
    .string()
    .max(80)
    .regex(/^[a-z0-9-]+$/, 'validation.invalid'),
});
export const contentPageParams = z.object({ page: z.enum(['promotions', 'privileges']) });

/** An article in a list (the `/content` tabs): no body. */
export const contentListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  typeId: z.number().int(),
  titleTh: z.string(),
  titleEn: z.string(),
  summaryTh: z.string(),
  summaryEn: z.string(),
  /** `/images/...`, or null */
  coverImage: z.string().nullable(),
  coverAltTh: z.string(),
  coverAltEn: z.string(),
  /** type 3: the YouTube address */
  videoUrl: z.string().nullable(),
  /** a visitor sees the title and summary, a member the body too */
  membersOnly: z.boolean(),
  /** ISO 8601 */
  publishedAt: z.string(),
});
export type ContentListItem = z.infer<typeof contentListItemSchema>;

/** One article: its body (sanitised HTML) in both languages, or null with bodyWithheld when a visitor asks for a members-only article. */
export const contentArticleSchema = contentListItemSchema.extend({
  bodyTh: z.string().nullable(),
  bodyEn: z.string().nullable(),
  /** true: members only and the caller is no signed-in member; the page asks them to sign in */
  bodyWithheld: z.boolean(),
});
export type ContentArticle = z.infer<typeof contentArticleSchema>;

/** A banner of the home page, in its order (members-only banners only for members). */
export const homeBannerSchema = z.object({
  id: z.number().int(),
  titleTh: z.string(),
  titleEn: z.string(),
  /** the alt text is the title in the page's language */
  image: z.string(),
  /** where a click leads; null: nowhere */
  linkUrl: z.string().nullable(),
  membersOnly: z.boolean(),
});
export type HomeBanner = z.infer<typeof homeBannerSchema>;

/** An item of the promotions or privileges page (a promotion, a privilege), in its order. */
export const contentPageItemSchema = z.object({
  id: z.number().int(),
  titleTh: z.string(),
  titleEn: z.string(),
  summaryTh: z.string(),
  summaryEn: z.string(),
  bodyTh: z.string().nullable(),
  bodyEn: z.string().nullable(),
  bodyWithheld: z.boolean(),
  coverImage: z.string().nullable(),
  coverAltTh: z.string(),
  coverAltEn: z.string(),
  linkUrl: z.string().nullable(),
  membersOnly: z.boolean(),
  /** the window it shows in (ISO 8601); null: open */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type ContentPageItem = z.infer<typeof contentPageItemSchema>;

export const contentPageSchema = z.object({
  page: z.enum(['promotions', 'privileges']),
  items: z.array(contentPageItemSchema),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

// ---------------------------------------------------------------- staff

const title = z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong');
const summary = z.string().trim().max(500, 'validation.tooLong');
/** HTML from the editor; the server sanitises it (decision 0040) */
const body = z.string().max(200_000, 'validation.tooLong');
const alt = z.string().trim().max(200, 'validation.tooLong');

const contentItemFields = z.object({
  placement: z.enum(CONTENT_PLACEMENTS),
  /** articles: 1 recommend, 2 tips, 3 video, 4 news; null elsewhere */
  typeId: z.number().int().min(1, 'validation.invalid').max(4, 'validation.invalid').nullable(),
  /** articles only (their address); null elsewhere */
  slug: contentSlug.nullable(),
  titleTh: title,
  titleEn: title,
  summaryTh: summary,
  summaryEn: summary,
  bodyTh: body,
  bodyEn: body,
  /** a banner's picture; an article's or page item's cover */
  coverImage: contentImagePath.nullable(),
  coverAltTh: alt,
  coverAltEn: alt,
  videoUrl: contentVideoUrl.nullable(),
  linkUrl: contentLink.nullable(),
  membersOnly: z.boolean(),
  /** when it shows (banners, promotions); null: open */
  startsAt: isoTime.nullable(),
  endsAt: isoTime.nullable(),
  /** banners and page items: lower first */
  sortOrder: z.number().int().min(0).max(10_000),
});
type ContentItemFields = z.infer<typeof contentItemFields>;

/** The shape rules of a placement, checked on a create and, by the service, on a change against the stored item. */
export function contentShapeProblem(
  item: Pick<ContentItemFields, 'placement' | 'typeId' | 'slug' | 'coverImage' | 'videoUrl' | 'startsAt' | 'endsAt'>,
): { path: string; message: MessageKey } | null {
  if (item.placement === 'article') {
    if (item.typeId === null) return { path: 'typeId', message: 'validation.required' };
    if (item.slug === null) return { path: 'slug', message: 'validation.required' };
    if (item.typeId === CONTENT_TYPES.video && item.videoUrl === null) return { path: 'videoUrl', message: 'validation.required' };
  } else {
    if (item.typeId !== null) return { path: 'typeId', message: 'content.articlesOnly' };
    if (item.slug !== null) return { path: 'slug', message: 'content.articlesOnly' };
  }
  if (item.placement !== 'article' || item.typeId !== CONTENT_TYPES.video) {
    if (item.videoUrl !== null) return { path: 'videoUrl', message: 'content.videosOnly' };
  }
  if (item.placement === 'home-banner' && item.coverImage === null) return { path: 'coverImage', message: 'validation.required' };
  if (item.startsAt && item.endsAt && new Date(item.endsAt) <= new Date(item.startsAt)) return { path: 'endsAt', message: 'content.windowShape' };
  return null;
}

const withShape = <T extends z.ZodType<Parameters<typeof contentShapeProblem>[0]>>(schema: T) =>
  schema.superRefine((item, ctx) => {
    const problem = contentShapeProblem(item);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  });

/** POST /api/v1/staff/content: a new item, always a draft. */
export const staffContentBody = withShape(
  contentItemFields.extend({
    typeId: contentItemFields.shape.typeId.default(null),
    slug: contentItemFields.shape.slug.default(null),
    summaryTh: summary.default(''),
    summaryEn: summary.default(''),
    bodyTh: body.default(''),
    bodyEn: body.default(''),
    coverImage: contentImagePath.nullable().default(null),
    coverAltTh: alt.default(''),
    coverAltEn: alt.default(''),
    videoUrl: contentVideoUrl.nullable().default(null),
    linkUrl: contentLink.nullable().default(null),
    membersOnly: z.boolean().default(false),
    startsAt: isoTime.nullable().default(null),
    endsAt: isoTime.nullable().default(null),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
  }),
);
export type StaffContentBody = z.infer<typeof staffContentBody>;

/** The same body with every field given (the back office's form sends them all): what the form's schema pipes into. */
export const staffContentFullBody = withShape(contentItemFields);

/** PATCH /api/v1/staff/content/{id}: any of the fields; the placement stays. Checked against the stored item. */
export const staffContentChangeBody = contentItemFields.omit({ placement: true }).partial();
export type StaffContentChange = z.infer<typeof staffContentChangeBody>;

/** POST /api/v1/staff/content/{id}/publish: now, or from a time (a scheduled publication). */
export const staffContentPublishBody = z.object({ publishedAt: isoTime.optional() });

export const staffContentParams = z.object({ id: idParam });

export const staffContentQuery = z.object({
  placement: z.enum(CONTENT_PLACEMENTS).optional(),
  typeId: z.coerce.number().int().min(1, 'validation.invalid').max(4, 'validation.invalid').optional(),
  status: z.enum(CONTENT_STATUSES).optional(),
  /** part of a title (Thai or English) or of the slug */
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type StaffContentQuery = z.infer<typeof staffContentQuery>;

/** An item as staff see it: everything, with its status and times. */
export const staffContentItemSchema = contentItemFields.extend({
  id: z.number().int(),
  status: z.enum(CONTENT_STATUSES),
  /** ISO 8601; null until first published */
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffContentItem = z.infer<typeof staffContentItemSchema>;

/** GET /api/v1/staff/content: a page of items and how many match. */
export const staffContentPageSchema = z.object({ items: z.array(staffContentItemSchema), total: z.number().int() });
export type StaffContentPage = z.infer<typeof staffContentPageSchema>;

/** POST /api/v1/upload/text-editor-file answers the stored image's path, e.g. `/images/content/<random>.webp`. */
export const textEditorUploadSchema = z.string();

/** The facts of a picked file the browser knows before sending it. */
export interface ContentImageFileFacts {
  name: string;
  size: number;
  type: string;
}

/** Why the editor refuses a picked image before sending it, as a message key (null: it may go); the server checks its bytes again. */
export function contentImageFileProblem(file: ContentImageFileFacts, maxBytes: number): MessageKey | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  const typeFits = file.type === '' || ['image/gif', 'image/jpeg', 'image/png'].includes(file.type);
  if (!extension || !(CONTENT_IMAGE_TYPES as readonly string[]).includes(extension) || !typeFits) return 'upload.imageType';
  if (file.size > maxBytes) return 'upload.imageTooLarge';
  return null;
}
