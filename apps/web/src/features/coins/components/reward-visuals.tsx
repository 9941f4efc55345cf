import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../lib/api-client';
import { CoinIcon as ShopCoinIcon } from '../../../ui/coin-icon';
import { PawIcon } from '../../../ui/paw-icon';

/** The coin as the coins' pages set it beside a price: never squeezed by a long name. */
export function CoinIcon({ className = 'size-5' }: { className?: string }) {
  return <ShopCoinIcon className={`shrink-0 ${className}`} />;
}

/**
 * A reward's square picture (600 × 600 in the catalogue), with the "Sold out" overlay when it is
 * out of stock. The name is written next to it, so the picture itself is decorative.
 */
export function RewardImage({ imageKey, soldOut, className = '' }: { imageKey: string; soldOut: boolean; className?: string }) {
  const { t } = useTranslation();
  const src = imageUrl(imageKey);
  return (
    <span className={`relative block aspect-square overflow-hidden rounded-xl bg-stone-50 ${className}`}>
      {src ? (
        <img
          src={src}
          alt=""
          width={600}
          height={600}
          loading="lazy"
          decoding="async"
          className={`size-full object-contain ${soldOut ? 'opacity-50 grayscale' : ''}`}
        />
      ) : (
        <span className="flex size-full items-center justify-center">
          <PawIcon className="size-12 opacity-40" />
        </span>
      )}
      {soldOut ? (
        <span className="absolute inset-0 flex items-center justify-center bg-white/50">
          <span className="rounded-full bg-stone-800 px-3 py-1 text-sm font-bold text-white">{t('coins.soldOut')}</span>
        </span>
      ) : null}
    </span>
  );
}
