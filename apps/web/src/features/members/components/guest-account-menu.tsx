import { useTranslation } from 'react-i18next';
import { useExpectSignIn } from '../../../lib/auth-events';
import { Button } from '../../../ui/button';
import { lazyPopup } from '../../../ui/lazy-popup';
import { openMemberDialog } from '../member-dialogs-store';
import { accountTrigger } from './account-trigger';

// the popover (Radix's) is not in the first load: it comes when the page is idle or the button is reached
const GuestAccountPopover = lazyPopup(async () => (await import('./guest-account-popover')).GuestAccountPopover, 'dialog');

/** The header's user popover for guests: log in or register (spec §2 Header). */
export function GuestAccountMenu() {
  const { t } = useTranslation();
  return <GuestAccountPopover trigger={accountTrigger(t('members.menu.trigger'))} />;
}

/** The same two actions as plain buttons, for the mobile menu; `onAction` closes the drawer first. */
export function GuestAccountActions({ onAction }: { onAction?: () => void }) {
  const { t } = useTranslation();
  useExpectSignIn();
  function open(kind: 'login' | 'register') {
    onAction?.();
    openMemberDialog({ kind });
  }
  return (
    <div className="grid grid-cols-2 gap-2">
      <Button onClick={() => open('login')}>{t('members.menu.logIn')}</Button>
      <Button variant="secondary" onClick={() => open('register')}>
        {t('members.menu.register')}
      </Button>
    </div>
  );
}
