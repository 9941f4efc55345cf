import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/preferences';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { StaffPager } from '../../back-office/components/staff-pager';
import { showDateTime } from '../../back-office/order-format';
import { LEDGER_PAGE_SIZE, type StaffMemberLedger } from '../api/members-calls';
import { useMemberLedger } from '../api/members-queries';
import { showCoinChange } from '../member-format';
import { pageCount } from '../members-params';

type Entry = StaffMemberLedger['entries'][number];

const head = 'px-3 py-2 text-left text-sm font-semibold text-brand-900';
const cell = 'px-3 py-2 align-top text-sm';
const changeClass = (coin: number) => `font-semibold whitespace-nowrap tabular-nums ${coin > 0 ? 'text-green-800' : 'text-red-800'}`;

function useActivityName(): (activity: string) => string {
  const { t } = useTranslation();
  // an activity this page does not know yet shows as the ledger writes it
  return (activity) => t(`staffMembers.coins.activities.${activity}`, { defaultValue: activity });
}

function LedgerTable({ entries, caption, language }: { entries: Entry[]; caption: string; language: Language }) {
  const { t } = useTranslation();
  const activityName = useActivityName();
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-brand-100 md:block">
      <table className="w-full border-collapse bg-white">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand-50">
          <tr>
            <th scope="col" className={head}>
              {t('staffMembers.coins.at')}
            </th>
            <th scope="col" className={head}>
              {t('staffMembers.coins.activity')}
            </th>
            <th scope="col" className={head}>
              {t('staffMembers.coins.reference')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('staffMembers.coins.change')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-t border-brand-100">
              <td className={cell}>
                <time dateTime={entry.at} className="whitespace-nowrap">
                  {showDateTime(entry.at, language)}
                </time>
              </td>
              <td className={cell}>{activityName(entry.activity)}</td>
              <td className={`${cell} max-w-72 break-words`}>{entry.reference}</td>
              <td className={`${cell} text-right ${changeClass(entry.coin)}`}>{showCoinChange(entry.coin)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LedgerCards({ entries, caption, language }: { entries: Entry[]; caption: string; language: Language }) {
  const activityName = useActivityName();
  return (
    <ul aria-label={caption} className="divide-y divide-brand-100 rounded-xl border border-brand-100 bg-white md:hidden">
      {entries.map((entry) => (
        <li key={entry.id} className="flex items-start justify-between gap-3 p-3 text-sm">
          <div className="min-w-0">
            <p className="font-semibold">{activityName(entry.activity)}</p>
            <p className="break-words text-muted">{entry.reference}</p>
            <time dateTime={entry.at} className="text-muted">
              {showDateTime(entry.at, language)}
            </time>
          </div>
          <span className={changeClass(entry.coin)}>{showCoinChange(entry.coin)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The member's coin movements, newest first, a page at a time (the page is in the address). */
export function CoinLedger({ memberId, page, hrefFor, language }: { memberId: number; page: number; hrefFor: (page: number) => string; language: Language }) {
  const { t } = useTranslation();
  const ledger = useMemberLedger(memberId, page);

  const total = ledger.data?.total ?? 0;
  const pages = pageCount(total, LEDGER_PAGE_SIZE);
  const caption = t('staffMembers.coins.ledgerCaption', { count: total, page, pages });

  let body;
  if (ledger.isPending) body = <Spinner label={t('common.loading')} />;
  else if (ledger.isError)
    body = (
      <StatusMessage
        title={t('staffMembers.coins.ledgerError')}
        action={
          <Button variant="secondary" onClick={() => void ledger.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (ledger.data.entries.length === 0) body = <p className="text-sm text-muted">{t('staffMembers.coins.ledgerEmpty')}</p>;
  else
    body = (
      <div className={ledger.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={ledger.isPlaceholderData}>
        <LedgerTable entries={ledger.data.entries} caption={caption} language={language} />
        <LedgerCards entries={ledger.data.entries} caption={caption} language={language} />
        <StaffPager
          page={page}
          pages={pages}
          hrefFor={hrefFor}
          texts={{
            label: t('staffMembers.coins.pagesLabel'),
            previous: t('staffMembers.coins.previous'),
            next: t('staffMembers.coins.next'),
            pageOf: t('staffMembers.coins.pageOf', { page, pages }),
          }}
        />
      </div>
    );

  return (
    <section aria-labelledby="member-ledger" className="rounded-2xl border border-brand-100 bg-white p-4 md:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="member-ledger" className="text-lg font-bold text-ink">
          {t('staffMembers.coins.ledgerTitle')}
        </h2>
        {ledger.data && ledger.data.total > 0 ? (
          <p className="text-sm text-muted" aria-live="polite">
            {caption}
          </p>
        ) : null}
      </div>
      <div className="mt-3">{body}</div>
    </section>
  );
}
