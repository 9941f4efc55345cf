import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MobileBrandList, MobileCategoryList } from '../../features/catalog/components/mobile-catalog-lists';
import { MobileMenuAccount } from '../../features/members/components/mobile-menu-account';
import { CloseIcon } from '../../ui/dialog';
import type { LazyPopupParts } from '../../ui/lazy-popup';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { NAV_LINKS } from './nav-links';

/** The hamburger's drawer (loaded after the page's first load, see MobileMenu). */
export function MobileMenuDrawer({ trigger, triggerRef, openAtOnce }: LazyPopupParts) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(openAtOnce !== null);
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger ref={triggerRef} aria-label={trigger['aria-label']} className={trigger.className}>
        {trigger.children}
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
