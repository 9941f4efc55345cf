import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { membersHref, readMembersSearch, type MembersSearch } from '../members-params';

/** The members' search, read from the address and changed by going to a new one (Back undoes it). */
export function useMembersSearch() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = useMemo(() => readMembersSearch(params), [params]);
  const hrefFor = useCallback((change: Partial<MembersSearch>) => membersHref({ ...search, ...change }), [search]);
  // a new search starts again at page 1
  const find = useCallback((q: string) => void navigate(membersHref({ q }), { preventScrollReset: true }), [navigate]);
  return { search, hrefFor, find };
}
