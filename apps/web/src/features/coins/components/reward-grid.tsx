import { useTranslation } from 'react-i18next';
import type { RewardItem } from '../api/coin-queries';
import { coinsShort, isSoldOut, redeemBlock } from '../coin-rules';
import { CoinIcon, RewardImage } from './reward-visuals';

/**
 * The rewards of one page (member-area spec §4 Coin rewards): an in-stock reward opens the redeem
 * dialog; a sold-out one is greyed and cannot be chosen; the chosen one is highlighted.
 */
export function RewardGrid({
  labelledBy,
  rewards,
  currentCoin,
  selectedSkuId,
  onSelect,
}: {
  /** the id of the heading that names the list */
  labelledBy: string;
  rewards: RewardItem[];
  currentCoin: number | undefined;
  selectedSkuId: number | null;
  onSelect: (reward: RewardItem) => void;
}) {
  return (
    <ul aria-labelledby={labelledBy} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4">
      {rewards.map((reward) => (
        <li key={reward.skuId} className="flex">
          <RewardCard reward={reward} currentCoin={currentCoin} selected={reward.skuId === selectedSkuId} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
}

function RewardCard({
  reward,
  currentCoin,
  selected,
  onSelect,
}: {
  reward: RewardItem;
  currentCoin: number | undefined;
  selected: boolean;
  onSelect: (reward: RewardItem) => void;
}) {
  const { t } = useTranslation();
  const soldOut = isSoldOut(reward);
  const short = currentCoin !== undefined && redeemBlock(currentCoin, reward) === 'not-enough' ? coinsShort(currentCoin, reward) : 0;
  const state = soldOut
    ? 'cursor-not-allowed border-stone-200 bg-stone-100'
    : selected
      ? 'border-brand-700 bg-brand-50 ring-2 ring-brand-700'
      : 'border-stone-200 bg-white hover:border-brand-400 hover:shadow-md';
  return (
    <button
      type="button"
      disabled={soldOut}
      aria-haspopup="dialog"
      onClick={() => onSelect(reward)}
      data-selected={selected || undefined}
      className={`flex w-full flex-col rounded-2xl border p-3 text-left transition-shadow ${state}`}
    >
      <RewardImage imageKey={reward.productSkuImageKey} soldOut={soldOut} className="w-full" />
      <span className={`mt-3 line-clamp-2 min-h-12 text-sm leading-6 font-semibold break-words ${soldOut ? 'text-stone-600' : 'text-ink'}`}>
        {reward.productName}
      </span>
      <span className={`mt-auto inline-flex items-center gap-1.5 pt-2 font-bold ${soldOut ? 'text-stone-600' : 'text-amber-900'}`}>
        <CoinIcon />
        {t('coins.amount', { count: reward.coinReward })}
      </span>
      {short > 0 && !soldOut ? <span className="mt-1 text-xs font-semibold text-red-800">{t('coins.rewards.needMore', { count: short })}</span> : null}
    </button>
  );
}
