import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyPopup } from '../../../ui/lazy-popup';
import { useMemberProfile } from '../api/member-queries';
import { formatCoins } from '../../../lib/format-coins';
import { accountTrigger } from './account-trigger';
import { CoinIcon } from '../../../ui/coin-icon';

// the popover and the log-out alert (Radix's) are not in the first load: they come when the page is
// idle or the button is reached
const MemberAccountPopover = lazyPopup(async () => (await import('./member-account-popover')).MemberAccountPopover, 'dialog');

/** The coin balance beside the account button; `className` sets its display (phones show it in the menu instead). */
export function CoinBalance({ className = 'inline-flex' }: { className?: string }) {
  const { t } = useTranslation();
  const profile = useMemberProfile();
  if (!profile.data) return null;
  const coins = formatCoins(profile.data.coin);
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

/** The header's user popover for members (spec §2 Header: first name, last name, e-mail, Logout). */
export function MemberAccountMenu() {
  const { t } = useTranslation();
  return <MemberAccountPopover trigger={accountTrigger(t('members.menu.trigger'))} />;
}
