import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { openMemberDialog } from '../member-dialogs-store';
import { UserIcon } from './user-icon';

/** The header's user popover for guests: log in or register (spec §2 Header). */
export function GuestAccountMenu() {
  const { t } = useTranslation();
  const [popoverOpen, setPopoverOpen] = useState(false);
  const titleId = useId();

  function open(kind: 'login' | 'register') {
    setPopoverOpen(false);
    openMemberDialog({ kind });
  }

  return (
    <Popover.Root open={popoverOpen} onOpenChange={setPopoverOpen}>
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

/** The same two actions as plain buttons, for the mobile menu; `onAction` closes the drawer first. */
export function GuestAccountActions({ onAction }: { onAction?: () => void }) {
  const { t } = useTranslation();
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
