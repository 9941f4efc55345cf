import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/preferences';
import { PagedRows } from '../../back-office/components/paged-rows';
import { QueryStates } from '../../back-office/components/query-states';
import { StaffTable, tableCell } from '../../back-office/components/staff-table';
import { showDateTime } from '../../back-office/order-format';
import { LEDGER_PAGE_SIZE, type StaffMemberLedger } from '../api/members-calls';
import { useMemberLedger } from '../api/members-queries';
import { showCoinChange } from '../member-format';
import { pageCount } from '../members-params';

type Entry = StaffMemberLedger['entries'][number];

const cell = tableCell.compact;
const changeClass = (coin: number) => `font-semibold whitespace-nowrap tabular-nums ${coin > 0 ? 'text-green-800' : 'text-red-800'}`;

function useActivityName(): (activity: string) => string {
  const { t } = useTranslation();
  // an activity this page does not know yet shows as the ledger writes it
  return (activity) => t(`staffMembers.coins.activities.${activity}`, { defaultValue: activity });
}

function LedgerTable({ entries, caption, language }: { entries: Entry[]; caption: string; language: Language }) {
  const { t } = useTranslation();
  const activityName = useActivityName();
  const columns = [
    { label: t('staffMembers.coins.at') },
    { label: t('staffMembers.coins.activity') },
    { label: t('staffMembers.coins.reference') },
    { label: t('staffMembers.coins.change'), numeric: true },
  ];
  return (
    <StaffTable caption={caption} columns={columns} density="compact">
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
    </StaffTable>
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
      <div className="mt-3">
        <QueryStates
          query={ledger}
          failedTitle={t('staffMembers.coins.ledgerError')}
          isEmpty={(data) => data.entries.length === 0}
          empty={<p className="text-sm text-muted">{t('staffMembers.coins.ledgerEmpty')}</p>}
        >
          {(data) => (
            <PagedRows stale={ledger.isPlaceholderData} page={page} pages={pages} hrefFor={hrefFor} textsKey="staffMembers.coins">
              <LedgerTable entries={data.entries} caption={caption} language={language} />
              <LedgerCards entries={data.entries} caption={caption} language={language} />
            </PagedRows>
          )}
        </QueryStates>
      </div>
    </section>
  );
}
