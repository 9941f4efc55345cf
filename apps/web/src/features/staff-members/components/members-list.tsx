import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../lib/preferences';
import { CardFacts } from '../../back-office/components/card-facts';
import { StaffCards } from '../../back-office/components/staff-cards';
import { StaffTable, tableCell } from '../../back-office/components/staff-table';
import { showDateTime } from '../../back-office/order-format';
import type { StaffMemberRow } from '../api/members-calls';
import { fullName, showCoins } from '../member-format';
import { memberHref } from '../members-params';

const cell = tableCell.roomy;
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
  const columns = [
    { label: t('staffMembers.list.name') },
    { label: t('staffMembers.list.memberNo') },
    { label: t('staffMembers.list.email') },
    { label: t('staffMembers.list.phone') },
    { label: t('staffMembers.list.coins'), numeric: true },
    { label: t('staffMembers.list.joined') },
  ];
  return (
    <StaffTable caption={caption} columns={columns}>
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
    </StaffTable>
  );
}

/** Narrow screens: one card per member, each part named. */
export function MembersCards({ members, caption, language }: { members: StaffMemberRow[]; caption: string; language: Language }) {
  const { t } = useTranslation();
  return (
    <StaffCards caption={caption} items={members} keyOf={(member) => member.id}>
      {(member) => (
        <>
          <p className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="flex min-h-11 flex-col justify-center">
              <Name member={member} />
            </span>
            <span className="font-semibold tabular-nums">{t('staffMembers.coins.balanceValue', { count: member.coins, coins: showCoins(member.coins) })}</span>
          </p>
          <CardFacts
            className="mt-2 gap-y-1"
            facts={[
              { term: t('staffMembers.list.memberNo'), value: member.id, className: 'tabular-nums' },
              { term: t('staffMembers.list.email'), value: member.email, className: 'break-all' },
              { term: t('staffMembers.list.phone'), value: member.phone || t('staffMembers.member.none'), className: 'tabular-nums' },
              { term: t('staffMembers.list.joined'), value: <time dateTime={member.createdAt}>{showDateTime(member.createdAt, language)}</time> },
            ]}
          />
        </>
      )}
    </StaffCards>
  );
}
