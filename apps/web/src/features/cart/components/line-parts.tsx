import { useTranslation } from 'react-i18next';
import type { CartLine } from '@pawsook/shared/schemas/cart';
import { imageUrl } from '../../../lib/api-client';
import { pickLocalised } from '../../../lib/localised';
import type { Language } from '../../../lib/preferences';
import { exceedsStockNow, isComplimentary, isFree, lineState } from '../cart-rules';

export function lineName(line: CartLine, language: Language): string {
  return pickLocalised(line.product, 'productName', language);
}

export function lineChoice(line: CartLine, language: Language): string | null {
  const choice = line.product.productChoice;
  if (!choice) return null;
  return (language === 'th' ? choice.choiceNameDisplayTh || choice.choiceNameDisplayEn : choice.choiceNameDisplayEn || choice.choiceNameDisplayTh) || null;
}

/** The line's picture; a sold-out or hidden product is covered by what it is (spec §4 "Cart line states"). */
export function LineImage({ line, size = 'size-16', overlay = true }: { line: CartLine; size?: string; overlay?: boolean }) {
  const { t } = useTranslation();
  const state = lineState(line);
  const src = imageUrl(line.product.mainImage);
  return (
    <span className={`relative block shrink-0 overflow-hidden rounded-xl border border-stone-200 bg-white ${size}`}>
      {src ? (
        <img src={src} alt="" width={160} height={160} loading="lazy" decoding="async" className="size-full object-contain" />
      ) : (
        <span aria-hidden="true" className="block size-full bg-stone-100" />
      )}
      {overlay && state !== 'active' ? (
        <span className="absolute inset-0 flex items-center justify-center bg-stone-900/65 p-1 text-center text-[0.7rem] leading-tight font-bold text-white">
          {state === 'out-of-stock' ? t('cart.line.outOfStock') : t('cart.line.notDisplayed')}
        </span>
      ) : null}
    </span>
  );
}

/** Gift, coin reward or donation: what kind of line this is, in words. */
export function LineTypeBadge({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  let label: string | null = null;
  let tone = '';
  if (isComplimentary(line)) {
    label = t('cart.line.complimentary');
    tone = 'bg-accent-50 text-accent-700 border-accent-600/40';
  } else if (isFree(line)) {
    label = t('cart.line.free');
    tone = 'bg-amber-50 text-amber-900 border-amber-300';
  } else if (line.product.orderProductTypeId === 2) {
    label = t('cart.line.donated');
    tone = 'bg-brand-50 text-brand-800 border-brand-200';
  }
  if (!label) return null;
  return <span className={`inline-flex items-center rounded-full border px-2 text-xs font-semibold ${tone}`}>{label}</span>;
}

/** Why the line cannot be bought as it is, in a sentence (read with the line). */
export function LineStateNote({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const state = lineState(line);
  let text: string | null = null;
  if (state === 'not-displayed') text = t('cart.line.notDisplayedNote');
  else if (state === 'out-of-stock') text = t('cart.line.outOfStockNote');
  else if (exceedsStockNow(line)) text = t('cart.line.fewerLeft', { count: line.product.totalProduct });
  if (!text) return null;
  return <p className="text-sm font-semibold text-red-700">{text}</p>;
}
