import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { SignInDialog, type SignInMode } from './sign-in-dialog';

function UserIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </svg>
  );
}

/** The header's user popover for guests: log in or register (spec §2 Header). */
export function GuestAccountMenu() {
  const { t } = useTranslation();
  const [popoverOpen, setPopoverOpen] = useState(false);
  const [dialog, setDialog] = useState<SignInMode | null>(null);
  const titleId = useId();

  function openDialog(mode: SignInMode) {
    setPopoverOpen(false);
    setDialog(mode);
  }

  return (
    <>
      <Popover.Root open={popoverOpen} onOpenChange={setPopoverOpen}>
        <Popover.Trigger
          className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2 text-brand-900 hover:bg-brand-50 data-[state=open]:bg-brand-100"
        >
          <UserIcon />
          <span className="sr-only text-sm font-semibold lg:not-sr-only">{t('account.menuLabel')}</span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            aria-labelledby={titleId}
            align="end"
            sideOffset={8}
            className="animate-fade-in z-40 w-72 rounded-2xl border border-brand-100 bg-white p-4 shadow-lg"
          >
            <p id={titleId} className="font-semibold text-brand-900">
              {t('account.guestTitle')}
            </p>
            <p className="mt-1 text-sm text-muted">{t('account.guestText')}</p>
            <div className="mt-4 grid grid-cols-2 gap-2">
              <Button onClick={() => openDialog('login')}>{t('account.logIn')}</Button>
              <Button variant="secondary" onClick={() => openDialog('register')}>
                {t('account.register')}
              </Button>
            </div>
            <Popover.Arrow className="fill-white" />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <SignInDialog mode={dialog ?? 'login'} open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)} />
    </>
  );
}

/** The same two actions as plain buttons, for the mobile menu (the dialog opens above the drawer). */
export function GuestAccountActions() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<SignInMode | null>(null);
  return (
    <>
      <div className="grid grid-cols-2 gap-2">
        <Button onClick={() => setDialog('login')}>{t('account.logIn')}</Button>
        <Button variant="secondary" onClick={() => setDialog('register')}>
          {t('account.register')}
        </Button>
      </div>
      <SignInDialog mode={dialog ?? 'login'} open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)} />
    </>
  );
}
