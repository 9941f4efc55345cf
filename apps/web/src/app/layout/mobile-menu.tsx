import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MobileBrandList, MobileCategoryList } from '../../features/catalog/components/mobile-catalog-lists';
import { MobileMenuAccount } from '../../features/members/components/account-menu';
import { CloseIcon } from '../../ui/dialog';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { NAV_LINKS } from './nav-links';

/** Below md: a hamburger opening a focus-trapped drawer with the whole navigation. */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={t('header.openMenu')}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 md:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-stone-900/50 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="animate-drawer-in fixed inset-y-0 left-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-white shadow-xl md:hidden"
        >
          <div className="flex items-center justify-between border-b border-brand-100 px-4 py-2">
            <Dialog.Title className="sr-only">{t('header.mobileMenuTitle')}</Dialog.Title>
            <Logo compact onClick={close} />
            <Dialog.Close
              aria-label={t('header.closeMenu')}
              className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-stone-100"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav aria-label={t('header.mainNav')} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-3">
            <ul className="mb-2">
              <li>
                <Link to="/" onClick={close} className="flex min-h-11 items-center rounded-md px-2 font-semibold text-brand-900 hover:bg-brand-50">
                  {t('common.home')}
                </Link>
              </li>
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={close} className="flex min-h-11 items-center rounded-md px-2 font-semibold text-brand-900 hover:bg-brand-50">
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
            <MobileCategoryList onNavigate={close} />
            <MobileBrandList onNavigate={close} />
          </nav>
          <div className="space-y-4 border-t border-brand-100 p-4">
            <div className="flex items-center justify-between gap-3">
              <span className="text-sm font-semibold text-muted">{t('lang.label')}</span>
              <LanguageSwitcher variant="full" />
            </div>
            <MobileMenuAccount onNavigate={close} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
