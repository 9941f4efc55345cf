import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureApiClient } from '../lib/api-client';
import { requestSignIn } from '../lib/auth-events';
import { NETWORK_CONNECTION_MESSAGE } from '../lib/api-error';
import { currentLanguage } from '../lib/i18n';
import { readStoredLanguage } from '../lib/preferences';
import { createQueryClient } from '../lib/query-client';
import { showSystemError } from '../lib/system-error';
import { toast } from '../lib/toast';
import { yieldToMain } from '../lib/yield-to-main';
import { queriesAsOf, readSsrState } from '../ssr/ssr-state';
import { i18n } from './i18n/i18n';
import { AppProviders } from './providers';
import { createRouter } from './router';
import { afterPartsTakenOver } from '../ui/hydrate-later';

const queryClient = createQueryClient({
  onSystemError: showSystemError,
  onNetworkError: () => toast.error(i18n.t(`errors.${NETWORK_CONNECTION_MESSAGE}`), { id: NETWORK_CONNECTION_MESSAGE }),
});

const serverState = readSsrState();

/**
 * After the first draw: a page the server drew in its default language gives way to a language
 * this browser remembers from before the choice lived in a cookie.
 */
function AfterHydration({ children }: { children: ReactNode }) {
  useEffect(() => {
    // the page is the app's now, every part of it (browser tests wait for this before they click)
    afterPartsTakenOver(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
    if (serverState?.langFrom !== 'default') return;
    const remembered = readStoredLanguage();
    if (remembered !== serverState.lang) void i18n.changeLanguage(remembered);
  }, []);
  return children;
}

/** Resolves once the router has loaded the code of the routes the address matches. */
function routesLoaded(router: ReturnType<typeof createRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * The app's second half (main.tsx starts it once the texts are here): React DOM, the router and
 * the shop's shell and first pages, each step its own task.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const router = createRouter();

  configureApiClient({
    getLanguage: () => currentLanguage(i18n),
    // The 401 rule: the session is already cleared; forget cached member data and go home, or
    // (a cart call) ask for the sign-in, from the product page the shopper is on or from home
    onUnauthorized: (next) => {
      queryClient.removeQueries({ queryKey: ['member'] });
      queryClient.removeQueries({ queryKey: ['cart'] });
      if (next.navigateTo !== null) void router.navigate(next.navigateTo);
      if (next.signInReturnTo !== null) requestSignIn({ returnTo: next.signInReturnTo });
    },
  });

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <AfterHydration>
          <RouterProvider router={router} />
        </AfterHydration>
      </AppProviders>
    </StrictMode>
  );

  if (!serverState) {
    createRoot(container).render(app);
    return;
  }
  // A page the server drew is drawn again as the server did: its data is put in the query cache
  // and its routes' code loaded first (the router fetches it), so nothing is fetched twice and the
  // first draw in the browser matches.
  hydrate(queryClient, queriesAsOf(serverState.queries, Date.now()));
  await routesLoaded(router);
  await yieldToMain();
  // the translator's first calls are slow (its code runs for the first time): a task of their own,
  // not part of the page's first draw (a text, a count and a value, as the first screen has)
  i18n.t('common.skipToContent');
  i18n.t('products.listing.count', { count: 2 });
  await yieldToMain();
  // as a transition React takes the page over in slices, leaving the phone free to answer a tap
  // between them, instead of one long task
  startTransition(() => {
    hydrateRoot(container, app, {
      // React then draws the page again in the browser; said plainly so the browser tests catch it
      onRecoverableError: (error) => console.error('pawsook: hydration mismatch, the page was drawn again in the browser', error),
    });
  });
}
