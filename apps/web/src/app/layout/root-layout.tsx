import { Outlet, ScrollRestoration } from 'react-router';
import { HydrateLater } from '../../ui/hydrate-later';
import { Footer } from './footer';
import { Header } from './header';
import { NavigationProgress } from './navigation-progress';
import { scrollKey } from './scroll-key';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

const PAGE_LOAD = String(Date.now());

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <NavigationProgress />
      <HydrateLater>
        <Header />
      </HydrateLater>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <ScrollRestoration getKey={(location) => scrollKey(location, PAGE_LOAD)} />
    </div>
  );
}
