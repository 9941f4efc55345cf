import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  contentShapeProblem,
  type StaffContentBody,
  type StaffContentChange,
  type StaffContentItem,
  type StaffContentPage,
  type StaffContentQuery,
} from '@pawsook/shared/schemas/content-items';
import { contentMove, type ContentMove } from '@pawsook/shared/status/content-status';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { containing } from '../../db/filters';
import { pickColumns } from '../../db/pick-columns';
import { AppError, notFound } from '../../http/app-error';
import type { StaffAudit } from '../audit/audit.service';
import type { StaffActor } from '../audit/audit.types';
import { sanitiseContentHtml } from './content-html';
import { contentItems } from './content-items.tables';

type Row = typeof contentItems.$inferSelect;

const toStaff = (row: Row): StaffContentItem => ({
  ...pickColumns(row, 'id', 'placement', 'typeId', 'slug', 'titleTh', 'titleEn', 'summaryTh', 'summaryEn', 'bodyTh', 'bodyEn'),
  ...pickColumns(row, 'coverImage', 'coverAltTh', 'coverAltEn', 'videoUrl', 'linkUrl', 'membersOnly'),
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  ...pickColumns(row, 'sortOrder', 'status'),
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The table's columns from what staff sent: bodies sanitised, times as dates; undefined stays undefined (no change). */
function columnsOf(fields: StaffContentChange) {
  const time = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value));
  const html = (value: string | undefined) => (value === undefined ? undefined : sanitiseContentHtml(value));
  return {
    typeId: fields.typeId,
    slug: fields.slug,
    titleTh: fields.titleTh,
    titleEn: fields.titleEn,
    summaryTh: fields.summaryTh,
    summaryEn: fields.summaryEn,
    bodyTh: html(fields.bodyTh),
    bodyEn: html(fields.bodyEn),
    coverImage: fields.coverImage,
    coverAltTh: fields.coverAltTh,
    coverAltEn: fields.coverAltEn,
    videoUrl: fields.videoUrl,
    linkUrl: fields.linkUrl,
    membersOnly: fields.membersOnly,
    startsAt: time(fields.startsAt),
    endsAt: time(fields.endsAt),
    sortOrder: fields.sortOrder,
  };
}

const targetOf = (row: Pick<Row, 'id' | 'placement' | 'slug'>) => `content ${row.id} (${row.slug ?? row.placement})`;
const slugTaken = () => new AppError(409, 'content.slugTaken', { field: 'slug' });

/** Content as staff write it (content.manage): every write sanitised and audited in its own transaction. */
export function createStaffContent(db: Db, audit: StaffAudit, clock: () => Date = () => new Date()) {
  return {
    /** Items filtered by placement, type, status and words of a title or the slug; the latest changed first. */
    async list(query: StaffContentQuery): Promise<StaffContentPage> {
      const conditions: (SQL | undefined)[] = [
        query.placement ? eq(contentItems.placement, query.placement) : undefined,
        query.typeId ? eq(contentItems.typeId, query.typeId) : undefined,
        query.status ? eq(contentItems.status, query.status) : undefined,
      ];
      if (query.q) {
        const pattern = containing(query.q);
        conditions.push(or(ilike(contentItems.titleTh, pattern), ilike(contentItems.titleEn, pattern), ilike(contentItems.slug, pattern)));
      }
      const where = and(...conditions);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(contentItems)
          .where(where)
          .orderBy(desc(contentItems.updatedAt), desc(contentItems.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(contentItems).where(where),
      ]);
      return { items: rows.map(toStaff), total: counted?.n ?? 0 };
    },

    async get(id: number): Promise<StaffContentItem> {
      const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id));
      if (!row) throw notFound();
      return toStaff(row);
    },

    /** A new item, always a draft. */
    async create(by: StaffActor, input: StaffContentBody): Promise<StaffContentItem> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(contentItems)
            .values({ ...columnsOf(input), placement: input.placement, titleTh: input.titleTh, titleEn: input.titleEn, status: 'draft' })
            .returning();
          const created = toStaff(row!);
          await audit.record(tx, by, { action: 'content.manage:create', target: targetOf(row!), after: created });
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
    },

    /** A change of any field but the placement, checked merged with the stored item; an empty change is no change (and no entry). */
    async change(by: StaffActor, id: number, change: StaffContentChange): Promise<StaffContentItem> {
      try {
        return await db.transaction(async (tx) => {
          const [before] = await tx.select().from(contentItems).where(eq(contentItems.id, id)).for('update');
          if (!before) throw notFound();
          const stored = toStaff(before);
          const problem = contentShapeProblem({ ...stored, ...change });
          if (problem) throw new AppError(400, problem.message, { field: problem.path });
          const columns = columnsOf(change);
          if (Object.values(columns).every((value) => value === undefined)) return stored;
          const [after] = await tx
            .update(contentItems)
            .set({ ...columns, updatedAt: clock() })
            .where(eq(contentItems.id, id))
            .returning();
          const changed = toStaff(after!);
          await audit.record(tx, by, { action: 'content.manage:change', target: targetOf(before), before: stored, after: changed });
          return changed;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
    },

    /**
     * A move of the transition table (status/content-status.ts): publish (now, or from
     * `publishedAt`), unpublish (back to draft), archive. 409 with the reason when the status does not allow it.
     */
    async move(by: StaffActor, id: number, move: ContentMove, publishedAt?: string): Promise<StaffContentItem> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(contentItems).where(eq(contentItems.id, id)).for('update');
        if (!before) throw notFound();
        const next = contentMove(before.status, move);
        if ('refusal' in next) throw new AppError(409, next.refusal);
        const now = clock();
        const [after] = await tx
          .update(contentItems)
          .set({
            status: next.to,
            ...(move === 'publish' ? { publishedAt: publishedAt ? new Date(publishedAt) : now } : {}),
            updatedAt: now,
          })
          .where(eq(contentItems.id, id))
          .returning();
        const moved = toStaff(after!);
        await audit.record(tx, by, {
          action: `content.manage:${move}`,
          target: targetOf(before),
          before: { status: before.status, publishedAt: before.publishedAt },
          after: { status: moved.status, publishedAt: moved.publishedAt },
        });
        return moved;
      });
    },
  };
}

export type StaffContent = ReturnType<typeof createStaffContent>;
