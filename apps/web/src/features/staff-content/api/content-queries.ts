import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentMove } from '@pawsook/shared/status/content-status';
import type { ContentFilters } from '../content-params';
import {
  changeContentItem,
  createContentItem,
  fetchContentItem,
  fetchContentItems,
  moveContentItem,
  type StaffContentBody,
  type StaffContentChange,
} from './content-calls';

/** Under ['staff'] with every back-office answer: signing out forgets them all at once. */
export const contentKeys = {
  all: ['staff', 'content'] as const,
  list: (filters: ContentFilters) => ['staff', 'content', 'list', filters] as const,
  one: (id: number) => ['staff', 'content', 'one', id] as const,
};

// Pages show their own refusals (a 403, a failed list): never the System Error dialog as well.
const ownMessages = { systemError: false } as const;

export function useContentItems(filters: ContentFilters) {
  return useQuery({
    queryKey: contentKeys.list(filters),
    queryFn: ({ signal }) => fetchContentItems(filters, signal),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
    meta: ownMessages,
  });
}

export function useContentItem(id: number) {
  return useQuery({ queryKey: contentKeys.one(id), queryFn: ({ signal }) => fetchContentItem(id, signal), staleTime: 15_000, retry: false, meta: ownMessages });
}

/** After any write the lists, the item and the audit log are asked again. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: contentKeys.all }), queryClient.invalidateQueries({ queryKey: ['staff', 'audit-log'] })]);
}

export function useCreateContentItem() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: (body: StaffContentBody) => createContentItem(body), meta: ownMessages, onSettled: refresh });
}

export function useChangeContentItem() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StaffContentChange }) => changeContentItem(id, body),
    meta: ownMessages,
    onSettled: refresh,
  });
}

export function useMoveContentItem() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, move, publishedAt }: { id: number; move: ContentMove; publishedAt?: string }) => moveContentItem(id, move, publishedAt),
    meta: ownMessages,
    onSettled: refresh,
  });
}
