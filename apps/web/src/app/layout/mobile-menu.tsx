import { useTranslation } from 'react-i18next';
import { lazyPopup } from '../../ui/lazy-popup';

// the drawer (Radix's dialog and the whole navigation) is not in the first load: it comes when the
// page is idle or the hamburger is reached
const MobileMenuDrawer = lazyPopup(async () => (await import('./mobile-menu-drawer')).MobileMenuDrawer, 'dialog');

/** Below md: a hamburger opening a focus-trapped drawer with the whole navigation. */
export function MobileMenu() {
  const { t } = useTranslation();
  return (
    <MobileMenuDrawer
      trigger={{
        'aria-label': t('header.openMenu'),
        className: 'inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 md:hidden',
        children: (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        ),
      }}
    />
  );
}
