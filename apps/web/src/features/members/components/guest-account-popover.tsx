import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import type { LazyPopupParts } from '../../../ui/lazy-popup';
import { openMemberDialog } from '../member-dialogs-store';

/** The guests' user popover (loaded after the page's first load, see GuestAccountMenu). */
export function GuestAccountPopover({ trigger, triggerRef, openAtOnce }: LazyPopupParts) {
  const { t } = useTranslation();
  const [popoverOpen, setPopoverOpen] = useState(openAtOnce !== null);
  const titleId = useId();

  function open(kind: 'login' | 'register') {
    setPopoverOpen(false);
    openMemberDialog({ kind });
  }

  return (
    <Popover.Root open={popoverOpen} onOpenChange={setPopoverOpen}>
      <Popover.Trigger ref={triggerRef} className={trigger.className}>
        {trigger.children}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-labelledby={titleId}
          align="end"
          sideOffset={8}
          className="animate-fade-in z-40 w-72 rounded-2xl border border-brand-100 bg-white p-4 shadow-lg"
        >
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
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
