import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../lib/preferences';
import { LineMark } from '../../../../ui/line-mark';
import { productPath } from '../../product-paths';

/** LINE's share page for an address: the shopper picks a chat or friend to send it to. */
export function lineShareUrl(address: string): string {
  return `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(address)}`;
}

/**
 * "Share on LINE" (issue 42): the product page's address, in the page's language, to LINE's share
 * page in a new tab. The address is made when pressed, from where the page was opened: one page
 * drawn by the server serves every host the shop answers on.
 */
export function ShareToLine({ productId, language }: { productId: number; language: Language }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => window.open(lineShareUrl(`${window.location.origin}${productPath(language, productId)}`), '_blank', 'noopener,noreferrer')}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-stone-50"
    >
      <LineMark />
      {t('products.detail.shareOnLine')}
    </button>
  );
}
