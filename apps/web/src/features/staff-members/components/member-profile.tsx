import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/preferences';
import { Panel } from '../../back-office/components/panel';
import { showCalendarDay, showDateTime } from '../../back-office/order-format';
import type { StaffMemberDetail } from '../api/members-calls';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-muted">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** Who the member is and how they sign in. The API never sends a password or its hash; nor is one asked for here. */
export function MemberProfile({ member, language }: { member: StaffMemberDetail; language: Language }) {
  const { t } = useTranslation();
  const none = t('staffMembers.member.none');
  return (
    <Panel id="member-profile" title={t('staffMembers.member.profileTitle')}>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <Fact term={t('staffMembers.member.memberNo')}>
          <span className="tabular-nums">{member.id}</span>
        </Fact>
        <Fact term={t('staffMembers.member.email')}>
          <span className="block break-all">{member.email}</span>
          <span className={member.emailConfirmed ? 'text-green-800' : 'text-red-800'}>
            {member.emailConfirmed ? t('staffMembers.member.emailConfirmed') : t('staffMembers.member.emailUnconfirmed')}
          </span>
        </Fact>
        <Fact term={t('staffMembers.member.phone')}>{member.phone || none}</Fact>
        <Fact term={t('staffMembers.member.birthDate')}>{member.birthDate ? showCalendarDay(member.birthDate, language) : none}</Fact>
        <Fact term={t('staffMembers.member.language')}>{t(`staffMembers.member.languages.${member.language}`)}</Fact>
        <Fact term={t('staffMembers.member.joined')}>
          <time dateTime={member.createdAt}>{showDateTime(member.createdAt, language)}</time>
        </Fact>
        <Fact term={t('staffMembers.member.signInWith')}>
          {member.signInWith.length > 0 ? member.signInWith.map((way) => t(`staffMembers.member.signIn.${way}`)).join(', ') : none}
        </Fact>
      </dl>
      <p className="mt-3 text-sm text-muted">{t('staffMembers.member.passwordNote')}</p>
    </Panel>
  );
}
