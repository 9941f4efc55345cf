/**
 * Server rendering of the shop's pages (decision 0046): the API server imports this bundle
 * (dist/server/entry-server.js) and asks it for a page's HTML. The page is drawn with the same
 * routes and components as in the browser; the data its queries ask for is fetched from the API
 * in the same process and handed to the browser with the HTML, so the browser asks for none of it
 * again.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { loadShopTexts } from '../app/i18n/resources';
import { hasPage, isShopNotFound } from '../app/known-pages';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { configureApiClient } from '../lib/api-client';
import { createStaticI18n } from '../lib/i18n';
import type { Language } from '../lib/preferences';
import { createQueryClient } from '../lib/query-client';
import { ServerHead, ServerHeadContext } from '../lib/server-head';
import { splitHeadTags } from './head-tags';
import type { SsrState } from './ssr-state';

export interface RenderRequest {
  /** path and query of the page, e.g. `/categories/dog-food?page=2` */
  url: string;
  lang: Language;
  /** where the language came from: only a default one gives way to a choice the browser remembers */
  langFrom: SsrState['langFrom'];
  /** how the page's API calls reach the API: in the same process, without the network */
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
}

export interface RenderedPage {
  status: number;
  /** the markup inside #root */
  html: string;
  /** what React's renderer asks the browser to fetch early (a lead image's preload): for the page's head */
  headTags: string;
  title: string | undefined;
  state: SsrState;
  /** every query the page asked for was answered: a page showing an error is not worth keeping */
  complete: boolean;
}

interface RequestScope {
  lang: Language;
  fetchApi: RenderRequest['fetchApi'];
}

// Pages render concurrently: each one's API calls carry its own language and transport.
const scope = new AsyncLocalStorage<RequestScope>();
configureApiClient({
  getLanguage: () => scope.getStore()?.lang ?? 'th',
  transport: (url, init) => {
    const current = scope.getStore();
    if (!current) throw new Error('an API call outside a server render');
    return current.fetchApi(url, init);
  },
  onUnauthorized: () => undefined,
});

// the server draws in either language at any time: both are loaded at start
const [thaiTexts, englishTexts] = await Promise.all([loadShopTexts('th'), loadShopTexts('en')]);
const resources = { th: { translation: thaiTexts }, en: { translation: englishTexts } };
const i18nFor = { th: createStaticI18n(resources, 'th'), en: createStaticI18n(resources, 'en') };
const handler = createStaticHandler(routes);

/** Queries a render asked for and has not got yet (a member's queries wait for a signed-in browser). */
function missingQueries(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle')
    .filter((query) => {
      const enabled = (query.options as { enabled?: unknown }).enabled;
      return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
    });
}

/** Whether the app has a page at this path (not only its 404 page): the server answers 404 for the others. */
export function isAppPage(pathname: string): boolean {
  return hasPage(routes, pathname);
}

/** Rendering rounds: a page may ask for more once the first answers are in (a product's reviews). */
const MAX_ROUNDS = 4;

export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  return scope.run({ lang: request.lang, fetchApi: request.fetchApi }, async () => {
    const context = await handler.query(new Request(new URL(request.url, 'http://pawsook.local')));
    // no route redirects or answers by itself (there are no loaders): the browser draws anything else
    if (context instanceof Response) throw new Error(`${request.url} answered ${context.status} without a page`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = createQueryClient({ onSystemError: () => undefined, onNetworkError: () => undefined });
    const i18n = i18nFor[request.lang];

    let head = new ServerHead();
    const draw = () => {
      head = new ServerHead();
      return renderToString(
        <StrictMode>
          <ServerHeadContext.Provider value={head}>
            <AppProviders queryClient={queryClient} i18n={i18n}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </ServerHeadContext.Provider>
        </StrictMode>,
      );
    };

    let markup = draw();
    for (let round = 1; round < MAX_ROUNDS; round++) {
      const missing = missingQueries(queryClient);
      if (missing.length === 0) break;
      await Promise.all(missing.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey })));
      markup = draw();
    }
    const { headTags, html } = splitHeadTags(markup);

    return {
      status: head.status ?? (isShopNotFound(context.matches) ? 404 : context.statusCode),
      complete: queryClient
        .getQueryCache()
        .getAll()
        .every((query) => query.state.status !== 'error'),
      html,
      headTags,
      title: head.title,
      state: { lang: request.lang, langFrom: request.langFrom, queries: dehydrate(queryClient) },
    };
  });
}
