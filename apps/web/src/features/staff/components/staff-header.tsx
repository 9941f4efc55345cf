import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import type { StaffAccount } from '../api/staff-calls';
import { useStaffSignOut } from '../hooks/use-staff-sign-out';
import type { StaffChrome } from './staff-chrome';

/** The shop's mark, who is signed in and as what, the language switch, signing out. */
export function StaffHeader({ person, chrome }: { person: StaffAccount; chrome: StaffChrome }) {
  const { t } = useTranslation();
  const signOut = useStaffSignOut();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <header className="border-b border-brand-100 bg-white">
      <div className="container-page flex min-h-16 flex-wrap items-center gap-x-4 gap-y-2 py-2">
        <div className="flex items-center gap-2">
          {chrome.logo}
          <span className="text-lg font-bold text-brand-900">{t('staff.shell.name')}</span>
        </div>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-x-4 gap-y-2">
          <p className="text-sm leading-tight">
            <span className="block font-semibold break-all text-ink">{person.name}</span>
            <span className="block text-muted">{t(`staff.roles.${person.role}`)}</span>
          </p>
          {chrome.languageSwitcher}
          <Button
            variant="secondary"
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              void signOut();
            }}
          >
            {t('staff.shell.signOut')}
          </Button>
        </div>
      </div>
    </header>
  );
}
