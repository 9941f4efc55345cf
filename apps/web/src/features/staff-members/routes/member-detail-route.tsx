import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { mayUse } from '@pawsook/shared/staff/staff-roles';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { buttonClass } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { isStaffCallError } from '../../../lib/call-refusals';
import { ForbiddenNotice } from '../../back-office/components/forbidden-notice';
import { RequirePermission } from '../../back-office/components/require-permission';
import { useStaffPerson } from '../../back-office/hooks/use-staff-person';
import { useMember } from '../api/members-queries';
import { CoinLedger } from '../components/coin-ledger';
import { MemberCoins } from '../components/member-coins';
import { MemberOrders } from '../components/member-orders';
import { MemberProfile } from '../components/member-profile';
import { useMemberPages } from '../hooks/use-member-pages';
import { fullName } from '../member-format';
import { memberIdOf, membersHref } from '../members-params';
import { LoadFailed } from '../../../ui/load-failed';

const h1Class = 'text-2xl font-bold break-words text-brand-900 md:text-3xl';

/** Before the member is known (loading, refused, not found) the page is headed by its area. */
function Unnamed({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className={`${h1Class} mb-5`}>{t('staff.areas.members.label')}</h1>
      {children}
    </>
  );
}

const notFound = (text: string) => (
  <Unnamed>
    <p className="rounded-2xl border border-brand-100 bg-white p-5">{text}</p>
  </Unnamed>
);

function MemberDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const person = useStaffPerson();
  const navigate = useNavigate();
  const { pages, hrefFor } = useMemberPages(id);
  const member = useMember(id);
  const name = member.data ? fullName(member.data) || member.data.email : null;
  usePageTitle(name ? t('staffMembers.member.pageTitle', { name }) : t('staff.areas.members.label'));

  if (member.isPending)
    return (
      <Unnamed>
        <Spinner label={t('common.loading')} />
      </Unnamed>
    );
  if (member.isError) {
    if (isStaffCallError(member.error) && member.error.forbidden)
      return (
        <Unnamed>
          <ForbiddenNotice message={member.error.message} />
        </Unnamed>
      );
    if (isStaffCallError(member.error) && member.error.status === 404) return notFound(t('staffMembers.member.notFound', { id }));
    return (
      <Unnamed>
        <LoadFailed withText={false} title={t('staffMembers.member.loadError')} onRetry={() => void member.refetch()} />
      </Unnamed>
    );
  }

  const detail = member.data;
  // a new movement is the ledger's first line: show that page
  const onAdjusted = () => {
    if (pages.coinPage > 1) void navigate(hrefFor({ coinPage: 1 }), { preventScrollReset: true });
  };
  return (
    <>
      <h1 className={h1Class}>{name}</h1>
      <p className="mt-1 mb-5 break-all text-muted">{detail.email}</p>
      <div className="space-y-4">
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
          <MemberProfile member={detail} language={language} />
          <MemberCoins memberId={id} balance={detail.coins} mayAdjust={mayUse(person.role, 'coins.adjust')} onAdjusted={onAdjusted} />
        </div>
        <CoinLedger memberId={id} page={pages.coinPage} hrefFor={(coinPage) => hrefFor({ coinPage })} language={language} />
        {mayUse(person.role, 'orders.read') ? (
          <MemberOrders memberId={id} page={pages.orderPage} hrefFor={(orderPage) => hrefFor({ orderPage })} language={language} />
        ) : null}
      </div>
    </>
  );
}

/** /staff/members/:id: the member's profile (never a password), coins with the ledger and adjustments, and orders. */
export function MemberDetailRoute() {
  const { t } = useTranslation();
  const { id: raw } = useParams();
  const id = memberIdOf(raw);
  return (
    <div>
      <Link to={membersHref()} className={buttonClass('ghost', '-ml-3 mb-2')}>
        ← {t('staffMembers.member.back')}
      </Link>
      <RequirePermission permission="members.read">
        {id === null ? notFound(t('staffMembers.member.notFound', { id: raw ?? '' })) : <MemberDetail key={id} id={id} />}
      </RequirePermission>
    </div>
  );
}
