import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { memberHref, readMemberPages, type MemberPages } from '../members-params';

/** Which page of the ledger and of the orders a member's page shows, from its address. */
export function useMemberPages(id: number) {
  const [params] = useSearchParams();
  const pages = useMemo(() => readMemberPages(params), [params]);
  const hrefFor = useCallback((change: Partial<MemberPages>) => memberHref(id, { ...pages, ...change }), [id, pages]);
  return { pages, hrefFor };
}
