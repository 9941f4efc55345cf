import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button } from '../../../ui/button';
import { LabelledSelect } from '../../../ui/labelled-select';
import { Skeleton } from '../../../ui/skeleton';
import { DEFAULT_COIN_ORDER, REWARDS_PAGE_SIZE, useCoinBalance, useRewardSkus, type CoinOrder, type RewardItem } from '../api/coin-queries';
import { COIN_SECTIONS, pageCount, sectionTarget } from '../coin-rules';
import { CoinGuide } from '../components/coin-guide';
import { CoinHistorySheet } from '../components/coin-history-sheet';
import { CoinPager } from '../components/coin-pager';
import { RedeemRewardDialog } from '../components/redeem-reward-dialog';
import { RewardGrid } from '../components/reward-grid';
import { CoinIcon } from '../components/reward-visuals';
import { LoadFailed } from '../../../ui/load-failed';

/**
 * Brings the part of the page named by `?section=` into view once the content above it has its
 * height, and moves keyboard focus there; once per navigation.
 */
function useSectionScroll(targetId: string | null, ready: boolean) {
  const { key } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !targetId || done.current === key) return;
    const target = document.getElementById(targetId);
    if (!target) return;
    const frame = requestAnimationFrame(() => {
      done.current = key;
      target.scrollIntoView({ block: 'start' });
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [targetId, ready, key]);
}

function BalanceSection({ currentCoin, loading }: { currentCoin: number | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const id = COIN_SECTIONS['my-pcg-coin'];
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-3xl border border-amber-200 bg-amber-50 p-5 outline-none sm:flex-row sm:items-center sm:justify-between md:p-6"
    >
      <div>
        <h2 id={`${id}-heading`} className="text-lg font-bold text-brand-900">
          {t('coins.balance.heading')}
        </h2>
        <p className="text-sm text-muted">{t('coins.balance.label')}</p>
        {loading ? (
          <Skeleton className="mt-2 h-10 w-40" />
        ) : (
          <p className="mt-1 flex items-center gap-2 text-3xl font-bold text-amber-900 md:text-4xl">
            <CoinIcon className="size-9" />
            {currentCoin === undefined ? '—' : t('coins.amount', { count: currentCoin })}
          </p>
        )}
        <p className="mt-1 text-sm text-ink">{t('coins.balance.worth')}</p>
      </div>
      <CoinHistorySheet
        trigger={
          <Button variant="secondary" className="self-start sm:self-center">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M3 12a9 9 0 1 0 3-6.7M3 4v4h4M12 7v5l3 2" />
            </svg>
            {t('coins.balance.history')}
          </Button>
        }
      />
    </section>
  );
}

function SortSelect({ value, onChange }: { value: CoinOrder; onChange: (order: CoinOrder) => void }) {
  const { t } = useTranslation();
  return (
    <LabelledSelect label={t('coins.rewards.sortLabel')} value={value} onChange={(chosen) => onChange(chosen === 'asc' ? 'asc' : 'desc')}>
      <option value="desc">{t('coins.rewards.sortDesc')}</option>
      <option value="asc">{t('coins.rewards.sortAsc')}</option>
    </LabelledSelect>
  );
}

/**
 * /user/account/coin (member-area spec §2 Coin page): the balance, the rewards to exchange coins
 * for (sorted by coin cost, 12 a page), the coin history in a side panel and the three-step guide.
 * `?section=my-pcg-coin` and `?section=document` scroll to the balance and to the guide.
 */
export function CoinRoute() {
  const { t } = useTranslation();
  usePageTitle(t('coins.title'));
  const [searchParams] = useSearchParams();
  const [orderBy, setOrderBy] = useState<CoinOrder>(DEFAULT_COIN_ORDER);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<RewardItem | null>(null);
  const rewardsHeading = useRef<HTMLHeadingElement>(null);

  const balance = useCoinBalance();
  const rewards = useRewardSkus({ page, limit: REWARDS_PAGE_SIZE, orderBy });
  const currentCoin = balance.data ?? rewards.data?.coin;

  // fewer rewards than before (one withdrawn): stay on a page that exists
  const pages = rewards.data ? pageCount(rewards.data.totalRecord, REWARDS_PAGE_SIZE) : 1;
  if (rewards.data && !rewards.isPlaceholderData && page > pages) setPage(pages);

  useSectionScroll(sectionTarget(searchParams.get('section')), !rewards.isPending && !balance.isPending);

  function changePage(next: number) {
    setPage(next);
    // the new page starts at the top of the grid, for the eyes and for the keyboard
    rewardsHeading.current?.scrollIntoView({ block: 'start' });
    rewardsHeading.current?.focus({ preventScroll: true });
  }

  let grid;
  if (rewards.isPending) {
    grid = (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4" aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i}>
            <Skeleton className="aspect-[3/4] w-full" />
          </li>
        ))}
      </ul>
    );
  } else if (rewards.isError) {
    grid = <LoadFailed onRetry={() => void rewards.refetch()} />;
  } else if (rewards.data.rewards.length === 0) {
    grid = (
      <div className="rounded-3xl border border-brand-100 bg-cream px-6 py-10 text-center">
        <p className="text-lg font-bold text-brand-900">{t('coins.rewards.emptyTitle')}</p>
        <p className="mx-auto mt-1 max-w-md text-muted">{t('coins.rewards.emptyText')}</p>
      </div>
    );
  } else {
    grid = (
      <div className={rewards.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={rewards.isPlaceholderData}>
        <RewardGrid
          labelledBy="coin-rewards-heading"
          rewards={rewards.data.rewards}
          currentCoin={currentCoin}
          selectedSkuId={selected?.skuId ?? null}
          onSelect={setSelected}
        />
        <div className="mt-6">
          <CoinPager
            page={page}
            totalRecord={rewards.data.totalRecord}
            pageSize={REWARDS_PAGE_SIZE}
            onPageChange={changePage}
            label={t('coins.rewards.pages')}
          />
        </div>
      </div>
    );
  }

  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold text-brand-900 md:text-3xl">{t('coins.title')}</h1>
      <BalanceSection currentCoin={currentCoin} loading={balance.isPending && rewards.isPending} />

      <section aria-labelledby="coin-rewards-heading" className="mt-8">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="coin-rewards-heading" ref={rewardsHeading} tabIndex={-1} className="text-xl font-bold text-brand-900 outline-none md:text-2xl">
              {t('coins.rewards.heading')}
            </h2>
            <p className="text-sm text-muted">{t('coins.rewards.intro')}</p>
          </div>
          <SortSelect
            value={orderBy}
            onChange={(next) => {
              setOrderBy(next);
              setPage(1);
            }}
          />
        </div>
        {pages > 1 && rewards.data ? (
          <p className="sr-only" role="status">
            {t('coins.rewards.showing', { page, pages })}
          </p>
        ) : null}
        {grid}
      </section>

      <CoinGuide id={COIN_SECTIONS.document} />

      <RedeemRewardDialog
        reward={selected}
        currentCoin={currentCoin}
        open={selected !== null}
        onOpenChange={(open) => {
          if (!open) setSelected(null);
        }}
      />
    </div>
  );
}
