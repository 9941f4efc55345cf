import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExpectSignIn } from '../../../lib/auth-events';
import { Button } from '../../../ui/button';
import { HeaderPopover } from '../../../ui/header-popover';
import type { LazyPopupParts } from '../../../ui/lazy-popup';
import { openMemberDialog } from '../member-dialogs-store';

/** The guests' user popover (loaded after the page's first load, see GuestAccountMenu). */
export function GuestAccountPopover({ trigger, triggerRef, openAtOnce }: LazyPopupParts) {
  const { t } = useTranslation();
  const [popoverOpen, setPopoverOpen] = useState(openAtOnce !== null);
  const titleId = useId();
  useExpectSignIn(popoverOpen);

  function open(kind: 'login' | 'register') {
    setPopoverOpen(false);
    openMemberDialog({ kind });
  }

  return (
    <HeaderPopover open={popoverOpen} onOpenChange={setPopoverOpen} trigger={trigger} triggerRef={triggerRef} labelledBy={titleId} className="w-72 p-4">
      <p id={titleId} className="font-semibold text-brand-900">
        {t('members.menu.guestTitle')}
      </p>
      <p className="mt-1 text-sm text-muted">{t('members.menu.guestText')}</p>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Button onClick={() => open('login')}>{t('members.menu.logIn')}</Button>
        <Button variant="secondary" onClick={() => open('register')}>
          {t('members.menu.register')}
        </Button>
      </div>
    </HeaderPopover>
  );
}
