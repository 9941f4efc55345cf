import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffChrome } from './staff-chrome';

export const STAFF_MAIN_ID = 'staff-main';

/** The sign-in and invitation pages: the shop's mark, the language switch, one card. */
export function SignedOutFrame({ chrome, title, children }: { chrome: StaffChrome; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-cream">
      <header className="border-b border-brand-100 bg-white">
        <div className="container-page flex min-h-16 flex-wrap items-center justify-between gap-3 py-2">
          <div className="flex items-center gap-2">
            {chrome.logo}
            <span className="text-lg font-bold text-brand-900">{t('staff.shell.name')}</span>
          </div>
          {chrome.languageSwitcher}
        </div>
      </header>
      <main id={STAFF_MAIN_ID} className="container-page flex-1 py-8 md:py-16">
        <div className="mx-auto max-w-md rounded-3xl border border-brand-100 bg-white p-5 shadow-sm md:p-8">
          <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
