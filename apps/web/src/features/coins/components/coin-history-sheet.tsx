import { Dialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@pawsook/shared/format/date';
import { useLanguage } from '../../../lib/use-language';
import { CloseIcon } from '../../../ui/dialog';
import { Skeleton } from '../../../ui/skeleton';
import { HISTORY_PAGE_SIZE, useCoinHistory, type CoinHistoryEntry } from '../api/coin-queries';
import { formatCoins } from '../../../lib/format-coins';
import { CoinPager } from './coin-pager';
import { LoadFailed } from '../../../ui/load-failed';

/**
 * The coin history (member-area spec §2 Coin page): a panel from the right, 550 px wide on larger
 * screens and the whole width on a phone, 10 entries a page with its own pager. The trigger is the
 * button that opens it; focus goes back there when it closes (Escape, the close button, outside).
 */
export function CoinHistorySheet({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setPage(1);
      }}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content className="animate-fade-in fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-white shadow-xl md:w-[550px]">
          {open ? <HistoryBody page={page} onPageChange={setPage} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function HistoryBody({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation();
  const history = useCoinHistory(page);

  let body: ReactNode;
  if (history.isPending) {
    body = (
      <ul aria-hidden="true" className="space-y-3">
        {Array.from({ length: 5 }, (_, i) => (
          <li key={i}>
            <Skeleton className="h-16 w-full" />
          </li>
        ))}
      </ul>
    );
  } else if (history.isError) {
    body = <LoadFailed onRetry={() => void history.refetch()} />;
  } else if (history.data.entries.length === 0) {
    body = (
      <div className="rounded-2xl bg-cream px-5 py-8 text-center">
        <p className="font-semibold text-brand-900">{t('coins.history.emptyTitle')}</p>
        <p className="mt-1 text-sm text-muted">{t('coins.history.emptyText')}</p>
      </div>
    );
  } else {
    body = (
      <ul
        aria-label={t('coins.history.title')}
        className={`divide-y divide-stone-200 ${history.isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={history.isPlaceholderData}
      >
        {history.data.entries.map((entry) => (
          <HistoryRow key={entry.id} entry={entry} />
        ))}
      </ul>
    );
  }

  return (
    <>
      <div className="flex items-start justify-between gap-3 border-b border-stone-200 px-5 py-4">
        <div>
          <Dialog.Title className="text-xl font-bold text-brand-900">{t('coins.history.title')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">{t('coins.history.description')}</Dialog.Description>
        </div>
        <Dialog.Close
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-stone-100"
          aria-label={t('common.close')}
        >
          <CloseIcon />
        </Dialog.Close>
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-4">{body}</div>
      {history.data ? (
        <div className="border-t border-stone-200 px-3 py-2 empty:hidden">
          <CoinPager
            page={page}
            totalRecord={history.data.totalRecord}
            pageSize={HISTORY_PAGE_SIZE}
            onPageChange={onPageChange}
            label={t('coins.history.pages')}
          />
        </div>
      ) : null}
    </>
  );
}

function HistoryRow({ entry }: { entry: CoinHistoryEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const earned = entry.operator === '+';
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <p className="font-semibold break-words text-ink">{entry.activity}</p>
        <p className="text-sm text-muted">
          <span className="sr-only">{t('coins.history.date')}: </span>
          <time dateTime={entry.date}>{formatDateTime(entry.date, language)}</time>
        </p>
      </div>
      <p className={`shrink-0 text-lg font-bold tabular-nums ${earned ? 'text-green-800' : 'text-red-800'}`}>
        <span className="sr-only">{earned ? t('coins.history.earned') : t('coins.history.spent')} </span>
        <span aria-hidden="true">{earned ? '+' : '−'}</span>
        {formatCoins(entry.coin)}
      </p>
    </li>
  );
}
