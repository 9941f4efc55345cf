/**
 * The members' search and the pages of a member live in the address, as the orders board's filters
 * do: `/staff/members?q=somchai&page=2` and `/staff/members/42?coinPage=2&orderPage=3`. A search
 * can be shared, reloaded and walked with Back; what the call would refuse is left out.
 */
import { MAX_ID } from '@pawsook/shared/validation/ids';

export const MEMBER_SEARCH_MAX = 100;

export interface MembersSearch {
  /** part of a name, an e-mail or a phone, or a member's id; '' for every member */
  q: string;
  page: number;
}

export interface MemberPages {
  /** the coin ledger's page */
  coinPage: number;
  /** the member's orders' page */
  orderPage: number;
}

export function pageOf(raw: string | null): number {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return 1;
  return Math.max(1, Number(raw));
}

export function memberSearchText(raw: string | null): string {
  return (raw ?? '').trim().slice(0, MEMBER_SEARCH_MAX).trim();
}

export function readMembersSearch(params: URLSearchParams): MembersSearch {
  return { q: memberSearchText(params.get('q')), page: pageOf(params.get('page')) };
}

/** The search's address part: only what is set, '' for every member's first page. */
export function membersSearch({ q, page }: MembersSearch): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const membersHref = (search: Partial<MembersSearch> = {}): string => `/staff/members${membersSearch({ q: '', page: 1, ...search })}`;

export function readMemberPages(params: URLSearchParams): MemberPages {
  return { coinPage: pageOf(params.get('coinPage')), orderPage: pageOf(params.get('orderPage')) };
}

export function memberHref(id: number, { coinPage = 1, orderPage = 1 }: Partial<MemberPages> = {}): string {
  const params = new URLSearchParams();
  if (coinPage > 1) params.set('coinPage', String(coinPage));
  if (orderPage > 1) params.set('orderPage', String(orderPage));
  const search = params.toString();
  return `/staff/members/${id}${search ? `?${search}` : ''}`;
}

/** A member id from the address: a whole number from 1, or null (the page then says it found nobody). */
export function memberIdOf(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

export { pageCount } from '../../lib/page-count';
