import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../lib/preferences';
import { showDateTime } from '../../back-office/order-format';
import type { StaffMemberRow } from '../api/members-calls';
import { fullName, showCoins } from '../member-format';
import { memberHref } from '../members-params';

const head = 'px-3 py-3 text-left text-sm font-semibold text-brand-900';
const cell = 'px-3 py-3 align-top text-sm';
const memberLink = 'font-semibold break-words text-brand-800 underline underline-offset-4 hover:text-brand-900';

function Name({ member }: { member: StaffMemberRow }) {
  const { t } = useTranslation();
  return (
    <>
      <Link to={memberHref(member.id)} className={memberLink}>
        {fullName(member) || member.email}
      </Link>
      {member.emailConfirmed ? null : <span className="mt-1 block text-xs text-muted">{t('staffMembers.list.unconfirmed')}</span>}
    </>
  );
}

/** Wide screens: one row per member, the name the link to them. */
export function MembersTable({ members, caption, language }: { members: StaffMemberRow[]; caption: string; language: Language }) {
  const { t } = useTranslation();
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-brand-100 md:block">
      <table className="w-full border-collapse bg-white">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand-50">
          <tr>
            <th scope="col" className={head}>
              {t('staffMembers.list.name')}
            </th>
            <th scope="col" className={head}>
              {t('staffMembers.list.memberNo')}
            </th>
            <th scope="col" className={head}>
              {t('staffMembers.list.email')}
            </th>
            <th scope="col" className={head}>
              {t('staffMembers.list.phone')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('staffMembers.list.coins')}
            </th>
            <th scope="col" className={head}>
              {t('staffMembers.list.joined')}
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id} className="border-t border-brand-100">
              <th scope="row" className={`${cell} max-w-56 text-left font-normal`}>
                <Name member={member} />
              </th>
              <td className={`${cell} tabular-nums`}>{member.id}</td>
              <td className={`${cell} max-w-64 break-all`}>{member.email}</td>
              <td className={`${cell} whitespace-nowrap tabular-nums`}>{member.phone || t('staffMembers.member.none')}</td>
              <td className={`${cell} text-right tabular-nums`}>{showCoins(member.coins)}</td>
              <td className={cell}>
                <time dateTime={member.createdAt} className="whitespace-nowrap">
                  {showDateTime(member.createdAt, language)}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Narrow screens: one card per member, each part named. */
export function MembersCards({ members, caption, language }: { members: StaffMemberRow[]; caption: string; language: Language }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={caption} className="space-y-3 md:hidden">
      {members.map((member) => (
        <li key={member.id} className="rounded-2xl border border-brand-100 bg-white p-4 text-sm">
          <p className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="flex min-h-11 flex-col justify-center">
              <Name member={member} />
            </span>
            <span className="font-semibold tabular-nums">{t('staffMembers.coins.balanceValue', { count: member.coins, coins: showCoins(member.coins) })}</span>
          </p>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt className="text-muted">{t('staffMembers.list.memberNo')}</dt>
            <dd className="tabular-nums">{member.id}</dd>
            <dt className="text-muted">{t('staffMembers.list.email')}</dt>
            <dd className="break-all">{member.email}</dd>
            <dt className="text-muted">{t('staffMembers.list.phone')}</dt>
            <dd className="tabular-nums">{member.phone || t('staffMembers.member.none')}</dd>
            <dt className="text-muted">{t('staffMembers.list.joined')}</dt>
            <dd>
              <time dateTime={member.createdAt}>{showDateTime(member.createdAt, language)}</time>
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
