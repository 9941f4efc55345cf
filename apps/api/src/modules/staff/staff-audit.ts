import { and, count, desc, eq, like, or, type SQL } from 'drizzle-orm';
import type { StaffRole } from '@pawsook/shared/staff/staff-roles';
import type { AuditEntry } from '@pawsook/shared/schemas/staff-accounts';
import type { Db, DbOrTx } from '../../db/database';
import { startingWith, withinBangkokDays } from '../../db/filters';
import { staffAuditLog } from './staff.tables';

/** Who is calling: a person, or the scripts' STAFF_API_TOKEN (no person, an owner's rights). */
export interface StaffActor {
  staffId: number | null;
  /** the person's name and e-mail as they are now, or 'STAFF_API_TOKEN' */
  actor: string;
  role: StaffRole;
}

export interface AuditRecord {
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
}

export interface AuditQuery {
  staffId?: number;
  action?: string;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

/** What a write found or left is an object of fields; anything else is kept under `value`. */
const asObject = (value: unknown): Record<string, unknown> | null =>
  value === null || value === undefined ? null : typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };

/** The append-only record of what staff did (the table refuses changes: migration 0020). */
export function createStaffAudit(db: Db) {
  return {
    /** Writes one entry, inside the caller's transaction when it has one: the entry stands or falls with the change. */
    async record(tx: DbOrTx, by: StaffActor, entry: AuditRecord): Promise<void> {
      await tx.insert(staffAuditLog).values({
        staffId: by.staffId,
        actor: by.actor,
        action: entry.action,
        target: entry.target,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },

    /** Newest first; `action` matches a whole action or its first part ('orders' finds 'orders.fulfil:move'). */
    async list(query: AuditQuery): Promise<{ total: number; entries: AuditEntry[] }> {
      const conditions: SQL[] = [];
      if (query.staffId !== undefined) conditions.push(eq(staffAuditLog.staffId, query.staffId));
      if (query.action) {
        conditions.push(or(eq(staffAuditLog.action, query.action), like(staffAuditLog.action, startingWith(query.action)))!);
      }
      conditions.push(...withinBangkokDays(staffAuditLog.at, query.from, query.to));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(staffAuditLog)
          .where(where)
          .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(staffAuditLog).where(where),
      ]);
      return {
        total: total?.n ?? 0,
        entries: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          staffId: r.staffId,
          actor: r.actor,
          action: r.action,
          target: r.target,
          before: asObject(r.before),
          after: asObject(r.after),
        })),
      };
    },
  };
}

export type StaffAudit = ReturnType<typeof createStaffAudit>;
