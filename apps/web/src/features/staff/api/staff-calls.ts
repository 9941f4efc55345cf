import type { z } from 'zod';
import type { AuditEntry, StaffAccount, staffInviteBody, staffSigninSchema } from '@pawsook/shared/schemas/staff-accounts';
import type { StaffRole } from '@pawsook/shared/staff/staff-roles';
import type { AuditLogFilters } from '../audit-log-params';
import { staffRequest } from './staff-request';

export type { AuditEntry, StaffAccount };
export type StaffSignin = z.infer<typeof staffSigninSchema>;
export type StaffInvite = z.infer<typeof staffInviteBody>;
export interface StaffAccountChange {
  role?: StaffRole;
  active?: boolean;
}
export interface AuditLogPage {
  total: number;
  entries: AuditEntry[];
}

export const signInStaff = (email: string, password: string) =>
  staffRequest<StaffSignin>('POST', '/api/v1/staff/auth/signin', { body: { email, password }, withToken: false });

export const acceptStaffInvite = (token: string, password: string) =>
  staffRequest<StaffSignin>('POST', '/api/v1/staff/auth/accept-invite', { body: { token, password }, withToken: false });

export const signOutStaff = () => staffRequest<Record<string, never>>('POST', '/api/v1/staff/auth/signout');

export const fetchStaffMe = (signal?: AbortSignal) => staffRequest<StaffAccount>('GET', '/api/v1/staff/me', { signal });

export const fetchStaffAccounts = (signal?: AbortSignal) => staffRequest<StaffAccount[]>('GET', '/api/v1/staff/accounts', { signal });

export const inviteStaff = (invite: StaffInvite) => staffRequest<StaffAccount>('POST', '/api/v1/staff/accounts', { body: invite });

export const changeStaffAccount = (id: number, change: StaffAccountChange) =>
  staffRequest<StaffAccount>('PATCH', `/api/v1/staff/accounts/${id}`, { body: change });

export const PAGE_SIZE = 50;

export const fetchAuditLog = (filters: AuditLogFilters, signal?: AbortSignal) =>
  staffRequest<AuditLogPage>('GET', '/api/v1/staff/audit-log', {
    query: {
      staffId: filters.staffId ?? undefined,
      action: filters.action || undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
      page: filters.page,
      limit: PAGE_SIZE,
    },
    signal,
  });
