import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../ui/skeleton';
import { useMemberProfile } from '../api/member-queries';
import { formatCoins } from '../../../lib/format-coins';
import { LogOutDialog } from './log-out-dialog';
import { CoinIcon } from '../../../ui/coin-icon';

/** Spec §2 Header: member links. */
const MEMBER_LINKS = [
  { to: '/user/account/profile', labelKey: 'members.menu.profile' },
  { to: '/user/purchase/order', labelKey: 'members.menu.orders' },
  { to: '/user/wish-list/wishlist', labelKey: 'members.menu.wishlist' },
] as const;

/** Name, e-mail, coins, links and Log out: the popover's body and the mobile menu's account block. */
export function MemberSummary({ onNavigate, onLogOut }: { onNavigate?: () => void; onLogOut: () => void }) {
  const { t } = useTranslation();
  const profile = useMemberProfile();
  const member = profile.data;
  return (
    <div>
      {member ? (
        <>
          <p className="font-semibold break-words text-brand-900">
            {member.name} {member.surname}
          </p>
          <p className="text-sm break-all text-muted">{member.email}</p>
          <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-amber-900">
            <CoinIcon />
            {t('members.menu.coins', { coins: formatCoins(member.coin) })}
          </p>
        </>
      ) : (
        <div className="space-y-2" aria-hidden="true">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-52" />
        </div>
      )}
      <ul className="mt-3 border-t border-brand-100 pt-2">
        {MEMBER_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onNavigate} className="flex min-h-11 items-center rounded-md px-2 font-semibold text-brand-900 hover:bg-brand-50">
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={onLogOut}
            className="flex min-h-11 w-full items-center rounded-md px-2 text-left font-semibold text-red-800 hover:bg-red-50"
          >
            {t('members.menu.logOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}

/** The member block of the mobile menu; `onNavigate` closes the drawer. */
export function MemberAccountActions({ onNavigate }: { onNavigate?: () => void }) {
  const [confirmLogOut, setConfirmLogOut] = useState(false);
  return (
    <>
      <MemberSummary onNavigate={onNavigate} onLogOut={() => setConfirmLogOut(true)} />
      <LogOutDialog
        open={confirmLogOut}
        onOpenChange={(next) => {
          setConfirmLogOut(next);
          if (!next) onNavigate?.();
        }}
      />
    </>
  );
}
