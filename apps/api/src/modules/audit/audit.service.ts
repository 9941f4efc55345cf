import { createHash, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, like, or, type SQL } from 'drizzle-orm';
import { mayUse, type StaffPermission } from '@pawsook/shared/staff/staff-roles';
import type { AuditEntry } from '@pawsook/shared/schemas/staff-accounts';
import type { Db, DbOrTx } from '../../db/database';
import { startingWith, withinBangkokDays } from '../../db/filters';
import { AppError } from '../../http/app-error';
import type { AuditQuery, AuditRecord, StaffActor } from './audit.types';
import { staffAuditLog } from './audit.tables';

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

/** Finds the person behind a staff session token (the staff module's accounts), or null. */
export interface StaffSessionLookup {
  actorFor(token: string): Promise<StaffActor | null>;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The scripts' token acts with an owner's rights and no person behind it (decision 0034). */
const SCRIPT: StaffActor = { staffId: null, actor: 'STAFF_API_TOKEN', role: 'owner' };

/**
 * Who may make a staff call: 401 without a staff session (a member's token is none), 403 when the
 * permission is not the role's. `scriptToken` is STAFF_API_TOKEN, compared in constant time, or
 * null when none is configured. A permission of undefined (a staff route that names none) is
 * refused to everyone.
 */
export function createStaffAccess(sessions: StaffSessionLookup, scriptToken: string | null) {
  const expected = scriptToken ? digest(scriptToken) : null;
  return {
    async actorFor(token: string | null, permission: StaffPermission | undefined): Promise<StaffActor> {
      if (!token) throw new AppError(401, 'staff.unauthorized');
      const actor = expected && timingSafeEqual(digest(token), expected) ? SCRIPT : await sessions.actorFor(token);
      if (!actor) throw new AppError(401, 'staff.unauthorized');
      if (!permission || !mayUse(actor.role, permission)) throw new AppError(403, 'staff.forbidden');
      return actor;
    },
  };
}

export type StaffAccess = ReturnType<typeof createStaffAccess>;
