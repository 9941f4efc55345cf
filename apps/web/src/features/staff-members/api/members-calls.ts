import type { z } from 'zod';
import type { StaffMemberDetail, StaffMemberLedger, StaffMemberRow } from '@pawsook/shared/schemas/staff-members';
import type { staffOrderRowSchema } from '@pawsook/shared/schemas/staff-orders';
import { staffRequest } from '../../../lib/api-client';
import type { MembersSearch } from '../members-params';

export type { StaffMemberDetail, StaffMemberLedger, StaffMemberRow };
export type MemberOrderRow = z.infer<typeof staffOrderRowSchema>;

export interface MembersPage {
  total: number;
  members: StaffMemberRow[];
}
export interface MemberOrdersPage {
  total: number;
  orders: MemberOrderRow[];
}
export interface CoinAdjustment {
  memberId: number;
  coin: number;
  reference: string;
}

export const MEMBERS_PAGE_SIZE = 20;
export const LEDGER_PAGE_SIZE = 10;
export const MEMBER_ORDERS_PAGE_SIZE = 10;

const memberPath = (id: number) => `/api/v1/staff/members/${id}`;

export const fetchMembers = ({ q, page }: MembersSearch, signal?: AbortSignal) =>
  staffRequest<MembersPage>('GET', '/api/v1/staff/members', {
    query: { q: q || undefined, page: page > 1 ? page : undefined, limit: MEMBERS_PAGE_SIZE },
    signal,
  });

export const fetchMember = (id: number, signal?: AbortSignal) => staffRequest<StaffMemberDetail>('GET', memberPath(id), { signal });

export const fetchMemberLedger = (id: number, page: number, signal?: AbortSignal) =>
  staffRequest<StaffMemberLedger>('GET', `${memberPath(id)}/coin-ledger`, { query: { page, limit: LEDGER_PAGE_SIZE }, signal });

/** The member's orders, newest first: the orders board's call, filtered by the member. */
export const fetchMemberOrders = (memberId: number, page: number, signal?: AbortSignal) =>
  staffRequest<MemberOrdersPage>('GET', '/api/v1/staff/orders', { query: { memberId, page, limit: MEMBER_ORDERS_PAGE_SIZE }, signal });

export const adjustMemberCoins = (adjustment: CoinAdjustment) =>
  staffRequest<{ balance: number }>('POST', '/api/v1/staff/coin-adjustments', { body: adjustment });
