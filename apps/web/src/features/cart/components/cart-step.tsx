import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
// The member's coins come from the coins feature, which refreshes them after an exchange.
import { useCoinBalance } from '../../coins/api/coin-queries';
import { AlertDialog } from '../../../ui/alert-dialog';
import { Skeleton } from '../../../ui/skeleton';
import { LoadFailed } from '../../../ui/load-failed';
import { useMemberCart } from '../api/cart-queries';
import { buyState, groupFor, hasAnyLine, resolveChoice, type BuyBlock, type CartGroup, type GroupChoice } from '../cart-rules';
import { CHECKOUT_PATH, checkoutSearch } from '../checkout-step';
import { readChosenGroup, rememberChosenGroup } from '../chosen-group';
import { clearCheckoutDiscounts, claimCartPageClearing } from '../api/discount-calls';
import { forgetOrderedGroup } from '../ordered-group';
import { useLineActions } from '../hooks/use-line-actions';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '../../../lib/use-media-query';
import { DonationGroupSection, GeneralGroupSection } from './cart-group';
import { CoinBalanceBox } from './coin-balance-box';
import { EmptyCart } from './empty-cart';
import { OrderSummary } from './order-summary';
import { RewardCarousel } from './reward-carousel';

function StepSkeleton() {
  return (
    <div className="space-y-4" aria-hidden="true">
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/**
 * Step 1 for a member (spec §2 "Step 1, cart"): coins and rewards, the general products and one
 * group per donation place with the radio that chooses what this order buys, and the summary with
 * the buy button; below 768 px the coins and rewards come after the lines and the summary. Everything
 * shown comes from the server's cart answer.
 */
export function CartStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useMemberCart();
  const coins = useCoinBalance();
  const actions = useLineActions();
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const [picked, setPicked] = useState<GroupChoice | null>(() => readChosenGroup());
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<BuyBlock | null>(null);
  // a failure opens the System Error dialog (spec §8: promo cancel, coin cancel)
  const { mutate: clearDiscounts } = useMutation({ mutationFn: clearCheckoutDiscounts });

  // spec §4 "Step flow": opening the cart page cancels any applied promo code and coin discount, once per page load
  useEffect(() => {
    if (claimCartPageClearing()) clearDiscounts();
  }, [clearDiscounts]);

  const answer = cart.data;
  const groups = answer?.cart;
  // spec §4 "Cart refresh modes": keep the remembered group while it can be bought from, else fall back
  const choice = groups ? resolveChoice(groups, picked) : picked;
  if (groups && choice !== picked) setPicked(choice);

  useEffect(() => {
    if (groups) rememberChosenGroup(choice);
  }, [groups, choice]);

  if (cart.isPending) return <StepSkeleton />;
  if (!answer || !groups) {
    return <LoadFailed title={t('cart.loadError')} onRetry={() => void cart.refetch()} withText={false} />;
  }

  const coinBalance = coins.data ?? answer.coin.currentCoin;
  const chosenGroup: CartGroup | null = groupFor(groups, choice);
  const buy = buyState(groups, choice);
  const groupTitle = (group: CartGroup | null) =>
    group === null ? null : 'donationId' in group ? t('cart.group.donation', { place: group.donationPlace }) : t('cart.group.general');

  function choose(next: GroupChoice) {
    setPicked(next);
  }

  /** spec §4 "Step flow": step 1 to step 2 after a cart check (at least one product) */
  async function goToStep2() {
    setChecking(true);
    const fresh = await cart.refetch();
    setChecking(false);
    // the check could not be made: stay on step 1 and say so
    if (fresh.isError || !fresh.data) {
      toast.error(t('cart.loadError'));
      return;
    }
    const state = buyState(fresh.data.cart, resolveChoice(fresh.data.cart, choice));
    if (!state.canBuy) {
      setRefusal(state.block);
      return;
    }
    // a new checkout: its step 2 is not one ordered already
    forgetOrderedGroup();
    await navigate({ pathname: CHECKOUT_PATH, search: checkoutSearch(2) });
  }

  const donationGroups = groups.donationProduct;
  const coinsAndRewards = (
    <>
      <CoinBalanceBox coins={coinBalance} />
      <RewardCarousel rewards={answer.coin.rewardProducts} currentCoin={coinBalance} />
    </>
  );
  return (
    <div className="space-y-6">
      {/* on a phone the shopper's own lines come first, the coins and rewards after them */}
      {wide ? coinsAndRewards : null}
      {!hasAnyLine(groups) ? (
        <EmptyCart />
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <fieldset className="min-w-0 space-y-4">
            <legend className="mb-3 text-lg font-bold text-brand-900">
              {t('cart.group.legend')}
              <span className="block text-sm font-normal text-muted">{t('cart.group.legendHint')}</span>
            </legend>
            {groups.generalProduct.products.length > 0 ? (
              <GeneralGroupSection group={groups.generalProduct} chosen={choice === 'generalProduct'} onChoose={choose} actions={actions} />
            ) : null}
            {donationGroups.map((group) => (
              <DonationGroupSection
                key={group.donationId}
                group={group}
                chosen={choice === `donation-${group.donationId}`}
                onChoose={choose}
                actions={actions}
              />
            ))}
          </fieldset>
          <OrderSummary
            group={chosenGroup}
            groupTitle={groupTitle(chosenGroup)}
            canBuy={buy.canBuy}
            block={buy.block}
            checking={checking}
            onBuy={() => void goToStep2()}
          />
        </div>
      )}
      {wide ? null : coinsAndRewards}
      <AlertDialog
        open={refusal !== null}
        onOpenChange={(open) => {
          if (!open) setRefusal(null);
        }}
        title={refusal === 'select-product' || refusal === 'empty-cart' ? t('cart.buy.selectProduct') : t('cart.buy.cannotContinue')}
        message={refusal === 'select-product' || refusal === 'empty-cart' ? t('cart.buy.selectProductText') : refusalText(refusal, t)}
        actionLabel={t('cart.buy.ok')}
        tone="info"
      />
    </div>
  );
}

function refusalText(block: BuyBlock | null, t: (key: string) => string): string {
  if (block === 'donation-inactive') return t('cart.buy.donationInactive');
  return t('cart.buy.unavailableLine');
}
