import { useTranslation } from 'react-i18next';
import { formatDateTimeSeconds } from '@pawsook/shared/format/date';
import type { Language } from '../../../lib/preferences';
import { CardFacts } from '../../back-office/components/card-facts';
import { StaffCards } from '../../back-office/components/staff-cards';
import type { AuditEntry } from '../api/staff-calls';
import { AuditChangeView } from './audit-change-view';

const head = 'px-3 py-3 text-left text-sm font-semibold text-brand-900';
const cell = 'px-3 py-3 align-top text-sm';

/** When, in Bangkok time, written as the shop writes dates in the page's language. */
function When({ at, language }: { at: string; language: Language }) {
  return (
    <time dateTime={at} className="whitespace-nowrap">
      {formatDateTimeSeconds(at, language)}
    </time>
  );
}

/** Wide screens: one row per entry. */
export function AuditTable({ entries, caption, language }: { entries: AuditEntry[]; caption: string; language: Language }) {
  const { t } = useTranslation();
  return (
    <div className="hidden overflow-hidden rounded-2xl border border-brand-100 md:block">
      <table className="w-full table-fixed border-collapse bg-white">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          <col className="w-44" />
          <col className="w-[20%]" />
          <col className="w-[18%]" />
          <col className="w-[12%]" />
          <col />
        </colgroup>
        <thead className="bg-brand-50">
          <tr>
            <th scope="col" className={head}>
              {t('staff.audit.time')}
            </th>
            <th scope="col" className={head}>
              {t('staff.audit.person')}
            </th>
            <th scope="col" className={head}>
              {t('staff.audit.action')}
            </th>
            <th scope="col" className={head}>
              {t('staff.audit.target')}
            </th>
            <th scope="col" className={head}>
              {t('staff.audit.change')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-t border-brand-100">
              <td className={cell}>
                <When at={entry.at} language={language} />
              </td>
              <td className={`${cell} break-words`}>{entry.actor}</td>
              <td className={`${cell} font-mono break-words`}>{entry.action}</td>
              <td className={`${cell} break-words`}>{entry.target}</td>
              <td className={cell}>
                <AuditChangeView before={entry.before} after={entry.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Narrow screens: one card per entry, each part named. */
export function AuditCards({ entries, caption, language }: { entries: AuditEntry[]; caption: string; language: Language }) {
  const { t } = useTranslation();
  return (
    <StaffCards caption={caption} items={entries} keyOf={(entry) => entry.id}>
      {(entry) => (
        <>
          <p className="flex flex-wrap justify-between gap-x-3 font-semibold">
            <span className="font-mono break-all">{entry.action}</span>
            <When at={entry.at} language={language} />
          </p>
          <CardFacts
            className="mt-2 gap-y-1"
            facts={[
              { term: t('staff.audit.person'), value: entry.actor, className: 'break-words' },
              { term: t('staff.audit.target'), value: entry.target, className: 'break-words' },
            ]}
          />
          <div className="mt-2">
            <AuditChangeView before={entry.before} after={entry.after} />
          </div>
        </>
      )}
    </StaffCards>
  );
}
