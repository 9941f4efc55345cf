import type { StaffRole } from '@pawsook/shared/staff/staff-roles';

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
