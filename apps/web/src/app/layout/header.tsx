import { useRef } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MiniCart } from '../../features/cart/components/mini-cart';
import { BrandMenu, CategoryMenu } from '../../features/catalog/components/header-catalog-menus';
import { HeaderAccount } from '../../features/members/components/account-menu';
import { SearchBox } from '../../features/search/components/search-box';
import { LanguageSwitcher } from './language-switcher';
import { Logo, PawIcon } from './logo';
import { MobileMenu } from './mobile-menu';
import { NAV_LINKS } from './nav-links';
import { useStickyNav } from './use-sticky-nav';

export function Header() {
  const { t } = useTranslation();
  const navAnchor = useRef<HTMLDivElement>(null);
  const sticky = useStickyNav(navAnchor);

  return (
    <header className="relative z-30 bg-white">
      {/* top bar: logo, search, language, account, cart */}
      <div className="border-b border-brand-100 bg-white">
        <div className="container-page flex items-center gap-0.5 py-2 sm:gap-2 md:gap-4 md:py-3">
          <MobileMenu />
          <Logo />
          <SearchBox className="mx-auto hidden max-w-xl md:flex" />
          <div className="ml-auto flex items-center sm:gap-1 md:ml-0 md:gap-2">
            {/* below 400 px the language buttons are narrower, so that the cart fits beside the account */}
            <div className="flex max-[399px]:[&_button]:min-w-9 max-[399px]:[&_button]:px-2">
              <LanguageSwitcher />
            </div>
            <HeaderAccount />
            <MiniCart />
          </div>
        </div>
        <div className="container-page pb-2 md:hidden">
          <SearchBox />
        </div>
      </div>

      {/* navigation bar (md and up): fixed to the top once scrolled to 44 px above it */}
      <div ref={navAnchor} className="hidden h-14 md:block">
        <nav
          aria-label={t('header.mainNav')}
          className={`h-14 bg-brand-900 text-white ${sticky ? 'animate-slide-down fixed inset-x-0 top-0 z-30 shadow-lg' : ''}`}
        >
          <div className="container-page flex h-full items-center gap-1">
            {sticky ? (
              <span className="mr-2 inline-flex" aria-hidden="true">
                <PawIcon className="size-8" />
              </span>
            ) : null}
            <CategoryMenu />
            <BrandMenu />
            <ul className="flex items-center gap-1">
              {NAV_LINKS.map((link) => (
                <li key={link.to} className={'barFromLg' in link ? 'hidden lg:block' : undefined}>
                  <NavLink
                    to={link.to}
                    className={({ isActive }) =>
                      `inline-flex min-h-11 items-center rounded-md px-3 font-semibold hover:bg-white/10 ${isActive ? 'underline decoration-brand-300 decoration-2 underline-offset-8' : ''}`
                    }
                  >
                    {t(link.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>
    </header>
  );
}
