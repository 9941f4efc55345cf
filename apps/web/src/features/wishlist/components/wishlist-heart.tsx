import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from '../../../lib/toast';
import { requestSignIn } from '../../../lib/auth-events';
import { useWishlist, useWishlistChange } from '../api/wishlist-queries';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7.5-4.4-9.3-9.2C1.5 8 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.5 4.5 6.8-1.8 4.8-9.3 9.2-9.3 9.2z" />
    </svg>
  );
}

/**
 * Save a product to the favourites (a toggle button). A guest is asked to sign in and comes back
 * here; a member's choice shows at once and is undone if the server refuses it.
 */
export function WishlistHeart({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const wishlist = useWishlist();
  const change = useWishlistChange();
  const [pending, setPending] = useState<boolean | null>(null);
  const savedOnServer = wishlist.data?.some((item) => item.productId === productId) ?? false;
  const saved = pending ?? savedOnServer;

  function toggle() {
    if (!wishlist.signedIn) {
      requestSignIn({ returnTo: `${location.pathname}${location.search}` });
      return;
    }
    const next = !saved;
    setPending(next);
    change.mutate(
      { productId, saved: next },
      {
        onSuccess: () => toast.success(next ? t('wishlist.added') : t('wishlist.removed')),
        onError: () => toast.error(t('wishlist.failed')),
        onSettled: () => setPending(null),
      },
    );
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={wishlist.signedIn ? saved : false}
      aria-label={t('wishlist.heartLabel')}
      title={saved ? t('wishlist.savedTitle') : t('wishlist.heartLabel')}
      disabled={change.isPending}
      className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full border-2 transition-colors disabled:cursor-wait ${
        saved ? 'border-red-700 bg-red-50 text-red-700' : 'border-stone-300 bg-white text-stone-600 hover:border-red-700 hover:text-red-700'
      }`}
    >
      <Heart filled={saved} />
    </button>
  );
}
