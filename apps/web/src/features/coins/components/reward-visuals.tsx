import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../lib/api-client';
import { PawIcon } from '../../../ui/paw-icon';

export function CoinIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`shrink-0 ${className}`}>
      <circle cx="12" cy="12" r="10" fill="#f59e0b" />
      <circle cx="12" cy="12" r="7" fill="none" stroke="#b45309" strokeWidth="1.5" />
      <path d="M9.5 8.5h3.2a2 2 0 0 1 0 4H9.5v3M9.5 12.5h3.5" fill="none" stroke="#78350f" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
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
