import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CarouselArrow, useCarouselScrollState } from '../../../ui/carousel-controls';
import { useLazyEmbla } from '../../../ui/use-lazy-embla';
import type { CartAnswer } from '@pawsook/shared/schemas/cart';
import { imageUrl } from '../../../lib/api-client';
// The coin-exchange confirmation belongs to the coins feature; the router loads this page straight
// from the cart feature, so the one dialog is used here rather than copied.
import { RedeemRewardDialog } from '../../coins/components/redeem-reward-dialog';
import { REWARD_SLIDE_CLASS, rewardEmblaOptions } from '../reward-carousel-options';
import { CoinIcon } from '../../../ui/coin-icon';

type Reward = CartAnswer['coin']['rewardProducts'][number];

const options = rewardEmblaOptions();

/**
 * Step 1's rewards that coins can buy (spec §2): a carousel; pressing a reward opens the
 * coin-exchange confirmation, after which the cart shows it as a free line.
 */
export function RewardCarousel({ rewards, currentCoin }: { rewards: readonly Reward[]; currentCoin: number | null | undefined }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [viewportRef, api] = useLazyEmbla(options);
  const { canPrev, canNext } = useCarouselScrollState(api);
  const [chosen, setChosen] = useState<Reward | null>(null);

  if (rewards.length === 0) return null;
  const arrow =
    'inline-flex size-11 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-900 shadow-sm hover:bg-brand-50 disabled:cursor-default disabled:opacity-40';
  return (
    <section
      aria-roledescription={t('cart.rewards.roleDescription')}
      aria-labelledby={headingId}
      className="rounded-2xl border border-amber-200 bg-amber-50/40 p-4 md:p-5"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-bold text-brand-900">
            {t('cart.rewards.title')}
          </h2>
          <p className="text-sm text-muted">{t('cart.rewards.intro')}</p>
        </div>
        {canPrev || canNext ? (
          <div className="flex shrink-0 gap-2">
            <button type="button" className={arrow} onClick={() => api?.scrollPrev()} disabled={!canPrev} aria-label={t('cart.rewards.previous')}>
              <CarouselArrow direction="prev" />
            </button>
            <button type="button" className={arrow} onClick={() => api?.scrollNext()} disabled={!canNext} aria-label={t('cart.rewards.next')}>
              <CarouselArrow direction="next" />
            </button>
          </div>
        ) : null}
      </div>
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-3 flex touch-pan-y">
          {rewards.map((reward, index) => {
            const soldOut = reward.totalProductInSellStock <= 0;
            const src = imageUrl(reward.productSkuImageKey);
            return (
              <div
                key={reward.skuId}
                role="group"
                aria-roledescription={t('cart.rewards.slide')}
                aria-label={t('cart.rewards.position', { index: index + 1, total: rewards.length })}
                className={`${REWARD_SLIDE_CLASS} pl-3`}
              >
                <button
                  type="button"
                  onClick={() => setChosen(reward)}
                  className="flex h-full w-full items-center gap-3 rounded-2xl border border-stone-200 bg-white p-3 text-left transition-colors hover:border-brand-300 hover:bg-brand-50 min-[480px]:flex-col min-[480px]:items-stretch"
                >
                  <span className="relative block size-20 shrink-0 overflow-hidden rounded-xl bg-stone-50 min-[480px]:aspect-square min-[480px]:size-auto min-[480px]:w-full">
                    {src ? (
                      <img
                        src={src}
                        alt=""
                        width={300}
                        height={300}
                        loading="lazy"
                        decoding="async"
                        className={`size-full object-contain ${soldOut ? 'opacity-50 grayscale' : ''}`}
                      />
                    ) : null}
                    {soldOut ? (
                      <span className="absolute inset-0 flex items-center justify-center bg-white/50">
                        <span className="rounded-full bg-stone-800 px-2 py-0.5 text-xs font-bold text-white">{t('cart.rewards.soldOut')}</span>
                      </span>
                    ) : null}
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col gap-1">
                    <span className="line-clamp-2 text-sm font-semibold text-ink">{reward.productName}</span>
                    <span className="inline-flex items-center gap-1 text-sm font-bold text-amber-900">
                      <CoinIcon className="size-4" />
                      {t('cart.rewards.cost', { count: reward.coinReward })}
                    </span>
                  </span>
                </button>
              </div>
            );
          })}
        </div>
      </div>
      <RedeemRewardDialog
        reward={chosen}
        currentCoin={currentCoin}
        open={chosen !== null}
        onOpenChange={(open) => {
          if (!open) setChosen(null);
        }}
      />
    </section>
  );
}
