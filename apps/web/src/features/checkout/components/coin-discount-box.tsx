import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '@pawsook/shared/money/money';
import { useSession } from '../../../lib/auth-events';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { AppliedDiscount } from './applied-discount';
import { Skeleton } from '../../../ui/skeleton';
import { cartKeys } from '../../cart/api/cart-keys';
import { CoinIcon } from '../../../ui/coin-icon';
import { canConfirmCoins, coinChoices, type UsedCoins } from '../checkout-totals';
import { fetchCoinDetail } from '../../cart/api/discount-calls';

export interface CoinDiscountBoxProps {
  used: UsedCoins | null;
  /** baht off as the totals show it, in satang */
  discountSatang: number;
  /** the coin calls' order price (baht): the modal's amounts fit it */
  orderPrice: number;
  /** resolves when the server accepted the coins */
  onUse: (coins: number) => Promise<unknown>;
  onRemove: () => void;
  disabled: boolean;
  removing: boolean;
}

/**
 * The coin-discount box (cart spec §4 "Coin discount"): a button that opens the coin modal, then
 * the coins used and their saving, with a remove button.
 */
export function CoinDiscountBox({ used, discountSatang, orderPrice, onUse, onRemove, disabled, removing }: CoinDiscountBoxProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <CoinIcon />
        {t('checkout.details.coins.title')}
      </h2>
      {used ? (
        <AppliedDiscount
          className="border-amber-300 bg-amber-50"
          testId="used-coins"
          name={<p className="font-bold text-amber-900">{t('checkout.details.coins.used', { count: used.coins })}</p>}
          saving={t('checkout.details.coins.saving', { amount: formatBaht(discountSatang) })}
          removeLabel={t('checkout.details.coins.remove', { count: used.coins })}
          onRemove={onRemove}
          disabled={disabled}
          removing={removing}
        />
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">{t('checkout.details.coins.intro')}</p>
          <Button ref={openerRef} variant="secondary" className="mt-3 w-full" disabled={disabled} onClick={() => setOpen(true)}>
            {t('checkout.details.coins.open')}
          </Button>
        </>
      )}
      {open ? (
        <CoinModal
          orderPrice={orderPrice}
          onClose={() => {
            setOpen(false);
            // the modal leaves with the page's focus: it goes back to the button that opened it
            requestAnimationFrame(() => openerRef.current?.focus());
          }}
          onUse={async (coins) => {
            await onUse(coins);
            setOpen(false);
          }}
        />
      ) : null}
    </section>
  );
}

interface CoinModalProps {
  orderPrice: number;
  onClose: () => void;
  onUse: (coins: number) => Promise<void>;
}

/** The coin modal (cart spec §2 "Modals", §5 "Coin modal"): the balance, the rate, the allowed amounts. */
function CoinModal({ orderPrice, onClose, onUse }: CoinModalProps) {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const legendId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState(false);
  const detail = useQuery({
    queryKey: [...cartKeys.all(memberId ?? ''), 'coin-detail', orderPrice] as const,
    queryFn: () => fetchCoinDetail(orderPrice),
    // the balance and the amounts as they are now, every time the modal opens
    staleTime: 0,
    gcTime: 0,
  });
  const choices = detail.data ? coinChoices(detail.data) : [];
  const confirmable = canConfirmCoins(chosen, choices);

  async function confirm() {
    if (!canConfirmCoins(chosen, choices)) return;
    setSending(true);
    setRefused(false);
    try {
      await onUse(chosen);
    } catch {
      // spec §8: coin apply errors are logged only; the modal stays and says so
      setRefused(true);
      void detail.refetch();
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('checkout.details.coins.modalTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('checkout.details.coins.cancel')}
          </Button>
          <Button disabled={!confirmable || sending} aria-busy={sending || undefined} onClick={() => void confirm()}>
            {t('checkout.details.coins.confirm')}
          </Button>
        </>
      }
    >
      {detail.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : !detail.data ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
          {t('checkout.details.coins.loadError')}
          <Button variant="secondary" onClick={() => void detail.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl bg-amber-50 px-4 py-3 text-ink">
            <CoinIcon className="size-7" />
            <p className="flex-1">
              <span className="block text-sm">{t('checkout.details.coins.balance')}</span>
              <strong className="text-lg text-amber-900">{t('cart.coins.amount', { count: detail.data.currentCoin })}</strong>
            </p>
            <p className="text-sm text-muted">{t('checkout.details.coins.rate', { count: detail.data.coinPerBaht })}</p>
          </div>
          {choices.length === 0 ? (
            <p className="text-sm text-muted">{t('checkout.details.coins.none')}</p>
          ) : (
            <div role="radiogroup" aria-labelledby={legendId}>
              <p id={legendId} className="mb-2 text-sm font-semibold text-ink">
                {t('checkout.details.coins.choose')}
              </p>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {choices.map((choice) => {
                  const checked = chosen === choice.coins;
                  return (
                    <label
                      key={choice.coins}
                      className={`flex min-h-14 cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 ${checked ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-300' : 'border-stone-200 hover:border-brand-300'}`}
                    >
                      <input
                        type="radio"
                        name="coin-amount"
                        value={choice.coins}
                        checked={checked}
                        onChange={() => {
                          setChosen(choice.coins);
                          setRefused(false);
                        }}
                        className="size-5 shrink-0 accent-brand-700"
                      />
                      <span className="leading-tight">
                        <span className="block font-semibold text-ink">{t('cart.coins.amount', { count: choice.coins })}</span>
                        <span className="block text-sm text-accent-700">{t('checkout.details.coins.worth', { amount: formatBaht(choice.valueSatang) })}</span>
                      </span>
                    </label>
                  );
                })}
              </div>
            </div>
          )}
          {refused ? (
            <p role="alert" className="text-sm font-semibold text-red-700">
              {t('checkout.details.coins.refused')}
            </p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
