import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { toast } from './lib/toast';
import './index.css';
import { i18n, i18nReady } from './app/i18n/i18n';
import { AppProviders } from './app/providers';
import { createRouter, routes } from './app/router';
import { configureApiClient } from './lib/api-client';
import { NETWORK_CONNECTION_MESSAGE } from './lib/api-error';
import { currentLanguage } from './lib/i18n';
import { readStoredLanguage } from './lib/preferences';
import { createQueryClient } from './lib/query-client';
import { showSystemError } from './lib/system-error';
import { readSsrState } from './ssr/ssr-state';

const queryClient = createQueryClient({
  onSystemError: showSystemError,
  onNetworkError: () => toast.error(i18n.t(`errors.${NETWORK_CONNECTION_MESSAGE}`), { id: NETWORK_CONNECTION_MESSAGE }),
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const container: HTMLElement = root;

const serverState = readSsrState();

/**
 * A page the server drew: its data into the query cache and its routes' code loaded before the
 * first draw, so the browser draws it again as the server did and fetches nothing twice. (Not a
 * top-level await: the bundler would split the app's first script into dozens of small ones.)
 */
async function prepareHydration(state: NonNullable<typeof serverState>): Promise<void> {
  hydrate(queryClient, state.queries);
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (match) => {
      const loaded = await (match.route.lazy as () => Promise<Record<string, unknown>>)();
      Object.assign(match.route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * After the first draw: a page the server drew in its default language gives way to a language
 * this browser remembers from before the choice lived in a cookie.
 */
function AfterHydration({ children }: { children: ReactNode }) {
  useEffect(() => {
    // the page is the app's now (browser tests wait for this before they click)
    document.documentElement.dataset.hydrated = 'true';
    if (serverState?.langFrom !== 'default') return;
    const remembered = readStoredLanguage();
    if (remembered !== serverState.lang) void i18n.changeLanguage(remembered);
  }, []);
  return children;
}

function start(): void {
  const router = createRouter();

  configureApiClient({
    getLanguage: () => currentLanguage(i18n),
    // The 401 rule: the session is already cleared; forget cached member data and go home.
    onUnauthorized: () => {
      queryClient.removeQueries({ queryKey: ['member'] });
      queryClient.removeQueries({ queryKey: ['cart'] });
      void router.navigate('/');
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

  if (serverState) {
    // as a transition React takes the page over in slices, leaving the phone free to answer a tap
    // between them, instead of one long task
    startTransition(() => {
      hydrateRoot(container, app, {
        // React then draws the page again in the browser; said plainly so the browser tests catch it
        onRecoverableError: (error) => console.error('pawsook: hydration mismatch, the page was drawn again in the browser', error),
      });
    });
  } else {
    createRoot(container).render(app);
  }
}

// the shown language's texts come as a chunk of their own (decision 0048): nothing is drawn before them
void Promise.all([i18nReady, serverState ? prepareHydration(serverState) : null]).then(start);
