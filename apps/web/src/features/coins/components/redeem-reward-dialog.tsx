import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useRedeemReward, type RewardItem } from '../api/coin-queries';
import { coinsShort, isSoldOut, redeemBlock } from '../coin-rules';
import { CoinIcon, RewardImage } from './reward-visuals';

export interface RedeemRewardDialogProps {
  /** the chosen reward; null when none is chosen */
  reward: RewardItem | null;
  /** the member's current coins (undefined while they load: Redeem stays inert) */
  currentCoin: number | null | undefined;
  open: boolean;
  /** called with false when the shopper cancels and after every redeem attempt: clear the chosen reward then */
  onOpenChange: (open: boolean) => void;
}

/**
 * The coin-exchange confirmation (cart-checkout spec §2 Modals, §4 Coin exchange): the current
 * coins and the reward (picture, name, coin cost, sold-out overlay), Cancel and Redeem. Redeem is
 * active only with enough coins and stock; after the call, whatever its outcome, the dialog closes.
 */
export function RedeemRewardDialog({ reward, currentCoin, open, onOpenChange }: RedeemRewardDialogProps) {
  const { t } = useTranslation();
  const redeem = useRedeemReward();
  const reasonId = useId();

  // Keep showing the last reward while the dialog closes (the parent clears it at once).
  const [shown, setShown] = useState<RewardItem | null>(reward);
  if (reward && reward !== shown) setShown(reward);
  useReturnFocus(open);

  if (!shown) return null;

  const block = redeemBlock(currentCoin, shown);
  const soldOut = isSoldOut(shown);
  const known = typeof currentCoin === 'number';

  function confirm() {
    if (!shown || block !== null || redeem.isPending) return;
    redeem.mutate(shown, { onSettled: () => onOpenChange(false) });
  }

  let reason: string | null = null;
  if (block === 'sold-out') reason = t('coins.redeem.soldOutReason');
  else if (block === 'not-enough' && known) reason = t('coins.redeem.notEnough', { count: coinsShort(currentCoin, shown) });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // a redeem on its way finishes first; the dialog then closes by itself
        if (!next && redeem.isPending) return;
        onOpenChange(next);
      }}
      title={t('coins.redeem.title')}
      description={t('coins.redeem.description')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={redeem.isPending} className="min-w-28">
            {t('coins.redeem.cancel')}
          </Button>
          <Button
            onClick={confirm}
            disabled={block !== null || redeem.isPending}
            aria-describedby={reason ? reasonId : undefined}
            className="min-w-28 disabled:bg-stone-400 disabled:opacity-100"
          >
            {redeem.isPending ? t('coins.redeem.redeeming') : block === 'sold-out' ? t('coins.soldOut') : t('coins.redeem.confirm')}
          </Button>
        </>
      }
    >
      <p className="flex flex-wrap items-center gap-2 rounded-2xl bg-amber-50 px-4 py-3 text-ink">
        <CoinIcon className="size-6" />
        <span>{t('coins.redeem.yourCoins')}</span> <strong className="text-lg text-amber-900">{known ? t('coins.amount', { count: currentCoin }) : '…'}</strong>
      </p>
      <div className="mt-4 flex items-center gap-4 rounded-2xl border border-stone-200 p-3">
        <RewardImage imageKey={shown.productSkuImageKey} soldOut={soldOut} className="w-24 shrink-0 sm:w-32" />
        <div className="min-w-0">
          <p className="font-semibold break-words text-ink">{shown.productName}</p>
          <p className="mt-2 inline-flex items-center gap-1.5 font-bold text-amber-900">
            <CoinIcon />
            {t('coins.amount', { count: shown.coinReward })}
          </p>
          {block === null && known ? <p className="mt-1 text-sm text-muted">{t('coins.redeem.after', { count: currentCoin - shown.coinReward })}</p> : null}
        </div>
      </div>
      {reason ? (
        <p id={reasonId} className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {reason}
        </p>
      ) : null}
      <p className="mt-3 text-sm text-muted">{t('coins.redeem.returnNote')}</p>
    </Dialog>
  );
}

/**
 * Radix gives focus back only to a Dialog.Trigger; this dialog is opened by whatever the page
 * chose (a reward card), so it remembers that element and focuses it again after closing, for
 * keyboard users. It is read in a layout effect, before Radix moves focus into the dialog.
 */
function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [open]);
  useEffect(() => {
    if (open || !opener.current) return;
    const element = opener.current;
    opener.current = null;
    // after Radix's own close handling (also a task)
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      if (element.isConnected && (!active || active === document.body || !active.isConnected)) element.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [open]);
}
