import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MembersSearch } from '../members-params';
import { adjustMemberCoins, fetchMember, fetchMemberLedger, fetchMemberOrders, fetchMembers, type CoinAdjustment } from './members-calls';

/** Under ['staff'] with every back-office answer: signing out forgets them all at once. */
export const memberKeys = {
  all: ['staff', 'members'] as const,
  search: (search: MembersSearch) => ['staff', 'members', 'search', search] as const,
  one: (id: number) => ['staff', 'members', 'one', id] as const,
  ledger: (id: number, page: number) => ['staff', 'members', 'one', id, 'ledger', page] as const,
  orders: (id: number, page: number) => ['staff', 'members', 'one', id, 'orders', page] as const,
};

// Pages show their own refusals (a 403, a failed list): never the System Error dialog as well.
const ownMessages = { systemError: false } as const;

export function useMembers(search: MembersSearch) {
  return useQuery({
    queryKey: memberKeys.search(search),
    queryFn: ({ signal }) => fetchMembers(search, signal),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
    meta: ownMessages,
  });
}

export function useMember(id: number) {
  return useQuery({
    queryKey: memberKeys.one(id),
    queryFn: ({ signal }) => fetchMember(id, signal),
    staleTime: 15_000,
    retry: false,
    meta: ownMessages,
  });
}

export function useMemberLedger(id: number, page: number) {
  return useQuery({
    queryKey: memberKeys.ledger(id, page),
    queryFn: ({ signal }) => fetchMemberLedger(id, page, signal),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
    meta: ownMessages,
  });
}

export function useMemberOrders(id: number, page: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: memberKeys.orders(id, page),
    queryFn: ({ signal }) => fetchMemberOrders(id, page, signal),
    enabled,
    staleTime: 15_000,
    placeholderData: keepPreviousData,
    meta: ownMessages,
  });
}

/** After an adjustment (done or refused) the member, the ledger, the search and the audit log are asked again. */
export function useAdjustMemberCoins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adjustment: CoinAdjustment) => adjustMemberCoins(adjustment),
    meta: ownMessages,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: memberKeys.all }), queryClient.invalidateQueries({ queryKey: ['staff', 'audit-log'] })]),
  });
}
