import { and, asc, count, desc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import {
  CONTENT_PAGES,
  type ContentArticle,
  type ContentListItem,
  type ContentListQuery,
  type ContentPage,
  type ContentPageItem,
  type ContentPageName,
  type HomeBanner,
} from '@pawsook/shared/schemas/content-items';
import type { Db } from '../../db/database';
import { notFound } from '../../http/app-error';
import { contentItems } from './content-items.tables';

type Row = typeof contentItems.$inferSelect;

/** Who is reading: a signed-in member sees members-only bodies (and banners); a visitor their titles and summaries. */
export interface Reader {
  isMember: boolean;
}

/** Published, its publish time come, and inside its window. */
function shownAt(now: Date): SQL {
  return and(
    eq(contentItems.status, 'published'),
    lte(contentItems.publishedAt, now),
    or(isNull(contentItems.startsAt), lte(contentItems.startsAt, now)),
    or(isNull(contentItems.endsAt), gt(contentItems.endsAt, now)),
  )!;
}

const listItemOf = (row: Row): ContentListItem => ({
  id: row.id,
  slug: row.slug!,
  typeId: row.typeId!,
  titleTh: row.titleTh,
  titleEn: row.titleEn,
  summaryTh: row.summaryTh,
  summaryEn: row.summaryEn,
  coverImage: row.coverImage,
  coverAltTh: row.coverAltTh,
  coverAltEn: row.coverAltEn,
  videoUrl: row.videoUrl,
  membersOnly: row.membersOnly,
  publishedAt: row.publishedAt!.toISOString(),
});

/** The body, or nothing and a flag when the reader may not have it. */
const bodyFor = (row: Row, reader: Reader) => {
  const withheld = row.membersOnly && !reader.isMember;
  return { bodyTh: withheld ? null : row.bodyTh, bodyEn: withheld ? null : row.bodyEn, bodyWithheld: withheld };
};

/** The shopper's side of the content: the `/content` tabs, an article, the home banners, the two pages. */
export function createContentItems(db: Db, clock: () => Date = () => new Date()) {
  return {
    /** Articles of a type (0: every type), newest first, with the total for the pager. */
    async list(query: ContentListQuery): Promise<{ items: ContentListItem[]; total: number }> {
      const where = and(eq(contentItems.placement, 'article'), shownAt(clock()), query.type === 0 ? undefined : eq(contentItems.typeId, query.type));
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(contentItems)
          .where(where)
          .orderBy(desc(contentItems.publishedAt), desc(contentItems.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(contentItems).where(where),
      ]);
      return { items: rows.map(listItemOf), total: counted?.n ?? 0 };
    },

    /** One article by its slug; a draft, an archived or a future one is not found. */
    async article(slug: string, reader: Reader): Promise<ContentArticle> {
      const [row] = await db
        .select()
        .from(contentItems)
        .where(and(eq(contentItems.placement, 'article'), eq(contentItems.slug, slug), shownAt(clock())));
      if (!row) throw notFound();
      return { ...listItemOf(row), ...bodyFor(row, reader) };
    },

    /** The home page's banners in their order; members-only ones for members only. */
    async homeBanners(reader: Reader): Promise<HomeBanner[]> {
      const rows = await db
        .select()
        .from(contentItems)
        .where(and(eq(contentItems.placement, 'home-banner'), shownAt(clock()), reader.isMember ? undefined : eq(contentItems.membersOnly, false)))
        .orderBy(asc(contentItems.sortOrder), desc(contentItems.publishedAt), asc(contentItems.id));
      return rows.map((row) => ({
        id: row.id,
        titleTh: row.titleTh,
        titleEn: row.titleEn,
        image: row.coverImage!,
        linkUrl: row.linkUrl,
        membersOnly: row.membersOnly,
      }));
    },

    /** The promotions or privileges page: its items in their order, members-only bodies withheld from visitors. */
    async page(page: ContentPageName, reader: Reader): Promise<ContentPage> {
      const rows = await db
        .select()
        .from(contentItems)
        .where(and(eq(contentItems.placement, CONTENT_PAGES[page]), shownAt(clock())))
        .orderBy(asc(contentItems.sortOrder), desc(contentItems.publishedAt), asc(contentItems.id));
      const items = rows.map((row): ContentPageItem => ({
        id: row.id,
        titleTh: row.titleTh,
        titleEn: row.titleEn,
        summaryTh: row.summaryTh,
        summaryEn: row.summaryEn,
        ...bodyFor(row, reader),
        coverImage: row.coverImage,
        coverAltTh: row.coverAltTh,
        coverAltEn: row.coverAltEn,
        linkUrl: row.linkUrl,
        membersOnly: row.membersOnly,
        startsAt: row.startsAt?.toISOString() ?? null,
        endsAt: row.endsAt?.toISOString() ?? null,
      }));
      return { page, items };
    },
  };
}

export type ContentItems = ReturnType<typeof createContentItems>;
