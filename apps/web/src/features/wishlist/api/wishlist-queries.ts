import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductListItem } from '@pawsook/shared/schemas/products';
import { api, getResult } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth-events';
import type { Language } from '../../../lib/preferences';
import { useLanguage } from '../../../lib/use-language';

/**
 * The member's favourites. Keys start with 'member' so that logging out (or the 401 rule) forgets
 * them together with the rest of the member's data, and name the member so that another member
 * signing in on the same browser never sees them.
 */
export const wishlistKeys = {
  all: (memberId: string) => ['member', memberId, 'wishlist'] as const,
  list: (memberId: string, language: Language) => ['member', memberId, 'wishlist', language] as const,
};

export function wishlistQuery(memberId: string, language: Language) {
  return queryOptions({
    queryKey: wishlistKeys.list(memberId, language),
    queryFn: ({ signal }) => getResult<ProductListItem[]>('/api/v1/wishlist', { signal }),
    staleTime: 60_000,
  });
}

/** The signed-in member's favourites; nothing is asked for a guest. */
export function useWishlist() {
  const session = useSession();
  const language = useLanguage();
  const memberId = session.signedIn ? session.memberId : null;
  const query = useQuery({ ...wishlistQuery(memberId ?? '', language), enabled: memberId !== null });
  return { ...query, memberId, signedIn: session.signedIn };
}

export function useWishlistChange() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: async ({ productId, saved }: { productId: number; saved: boolean }) => {
      if (saved) await api.post<null>('/api/v1/wishlist', { productId });
      else await api.delete<null>(`/api/v1/wishlist/${productId}`);
    },
    // a removal shows at once; an addition once the server has it
    onMutate: ({ productId, saved }) => {
      if (saved || !session.memberId) return;
      queryClient.setQueriesData<ProductListItem[]>({ queryKey: wishlistKeys.all(session.memberId) }, (items) =>
        items?.filter((item) => item.productId !== productId),
      );
    },
    onSettled: () => {
      if (session.memberId) return queryClient.invalidateQueries({ queryKey: wishlistKeys.all(session.memberId) });
    },
    meta: { systemError: false },
  });
}
