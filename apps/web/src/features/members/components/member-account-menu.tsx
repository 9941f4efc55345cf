import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/use-language';
import { Skeleton } from '../../../ui/skeleton';
import { useMemberProfile } from '../api/member-queries';
import { formatCoins } from '../../../lib/format-coins';
import { LogOutDialog } from './log-out-dialog';
import { CoinIcon, UserIcon } from './user-icon';

/** Spec §2 Header: member links. */
const MEMBER_LINKS = [
  { to: '/user/account/profile', labelKey: 'members.menu.profile' },
  { to: '/user/purchase/order', labelKey: 'members.menu.orders' },
  { to: '/user/wish-list/wishlist', labelKey: 'members.menu.wishlist' },
] as const;

/** The coin balance beside the account button; `className` sets its display (phones show it in the menu instead). */
export function CoinBalance({ className = 'inline-flex' }: { className?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const profile = useMemberProfile();
  if (!profile.data) return null;
  const coins = formatCoins(profile.data.coin, lang);
  return (
    <Link
      to="/user/account/coin/?section=my-pcg-coin"
      aria-label={t('members.coin.balanceLabel', { coins })}
      className={`min-h-11 items-center gap-1.5 rounded-full border border-amber-300 bg-amber-50 px-3 text-sm font-bold text-amber-900 hover:bg-amber-100 ${className}`}
    >
      <CoinIcon />
      <span aria-hidden="true">{coins}</span>
    </Link>
  );
}

/** Name, e-mail, coins, links and Log out: the popover's body and the mobile menu's account block. */
function MemberSummary({ onNavigate, onLogOut }: { onNavigate?: () => void; onLogOut: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
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
            {t('members.menu.coins', { coins: formatCoins(member.coin, lang) })}
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

/** The header's user popover for members (spec §2 Header: first name, last name, e-mail, Logout). */
export function MemberAccountMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [confirmLogOut, setConfirmLogOut] = useState(false);
  const profile = useMemberProfile();
  const titleId = useId();
  return (
    <>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2 text-brand-900 hover:bg-brand-50 data-[state=open]:bg-brand-100">
          <UserIcon />
          <span className="sr-only text-sm font-semibold lg:not-sr-only">{t('members.menu.trigger')}</span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            aria-labelledby={titleId}
            align="end"
            sideOffset={8}
            className="animate-fade-in z-40 w-72 rounded-2xl border border-brand-100 bg-white p-4 shadow-lg"
          >
            <p id={titleId} className="sr-only">
              {profile.data ? `${profile.data.name} ${profile.data.surname}` : t('members.menu.trigger')}
            </p>
            <MemberSummary
              onNavigate={() => setOpen(false)}
              onLogOut={() => {
                setOpen(false);
                setConfirmLogOut(true);
              }}
            />
            <Popover.Arrow className="fill-white" />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <LogOutDialog open={confirmLogOut} onOpenChange={setConfirmLogOut} />
    </>
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
