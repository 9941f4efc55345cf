import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageFromCookies } from '@pawsook/shared/i18n/language-cookie';
import { escapeHtml } from '@pawsook/shared/text/escape-html';
import { jsonForScript } from './page-meta';
import { CHECKOUT_PAGE } from './page-modules';
import { createPageCache, type CachedPage, type PageCacheOptions } from './page-cache';

type Language = 'th' | 'en';
type LanguageSource = 'address' | 'cookie' | 'default';

/** The web app's server entry (apps/web/src/ssr/entry-server.tsx), as built into dist/server. */
interface WebServerEntry {
  renderPage(request: {
    url: string;
    lang: Language;
    langFrom: LanguageSource;
    fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<{ status: number; html: string; headTags?: string; title: string | undefined; state: unknown; complete: boolean }>;
  /** whether the app has a page at this path, not only its 404 page */
  isAppPage(pathname: string): boolean;
}

/**
 * The pages a visitor lands on from a search engine or a shared link (issue 21, decision 0046):
 * drawn on the server. Member pages, the cart, checkout and the back office are drawn by the browser.
 */
const SERVER_RENDERED = [
  /^\/$/,
  /^\/categories\/[^/]+\/?$/,
  /^\/brands\/[^/]+\/?$/,
  /^\/search\/?$/,
  /^\/promotion\/?$/,
  /^\/(th|en)\/product\/\d+\/?$/,
  /^\/product\/?$/,
  /^\/(about-us|how-to-order|terms-conditions|international)\/?$/,
];

/**
 * The checkout as a guest sees it (decision 0054): the same for every guest, so drawn and kept like
 * a catalogue page; the guest's own lines, kept in the browser, are filled in by the app. A
 * member's checkout is theirs alone and stays drawn by the browser.
 */
export function isServerRendered(pathname: string, guest: boolean): boolean {
  return SERVER_RENDERED.some((pattern) => pattern.test(pathname)) || (guest && CHECKOUT_PAGE.test(pathname));
}

/**
 * An address the app has no page for is drawn on the server too: its 404 page with a 404 status,
 * not a blank page answered 200 that search engines would keep as a page of the shop (decision 0057).
 */
export function isDrawnByServer(pathname: string, guest: boolean, isAppPage: WebServerEntry['isAppPage']): boolean {
  return isServerRendered(pathname, guest) || !isAppPage(pathname);
}

/** The page's language: its address (/en/product/…, ?lang=), then the shopper's cookie, then Thai. */
export function pageLanguage(pathname: string, search: URLSearchParams, cookieHeader: string | undefined): { lang: Language; from: LanguageSource } {
  const inPath = /^\/(th|en)\//.exec(pathname)?.[1];
  if (inPath === 'th' || inPath === 'en') return { lang: inPath, from: 'address' };
  const asked = search.get('lang');
  if (asked === 'th' || asked === 'en') return { lang: asked, from: 'address' };
  const remembered = languageFromCookies(cookieHeader);
  return remembered ? { lang: remembered, from: 'cookie' } : { lang: 'th', from: 'default' };
}

export async function loadServerEntry(webDistDir: string): Promise<WebServerEntry | null> {
  const entry = path.join(webDistDir, 'server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as WebServerEntry;
}

export type ServerRenderer = (
  request: FastifyRequest,
  page: {
    /** index.html with the page's own tags, and whether they name its title (a product, an article) */
    shell: () => Promise<{ html: string; keepTitle: boolean }>;
    pathname: string;
    search: URLSearchParams;
  },
) => Promise<CachedPage>;

/**
 * A drawn page paints without its scripts: the app's code only takes the page over. Its first
 * script is the small after-paint one (apps/web/src/boot/after-paint.ts, decision 0048), which
 * fetches the app's entry and chunks once the page is painted, so that on a slow line the
 * stylesheet, fonts and lead image come first. Without that script (an older build) the app's own
 * scripts are kept and only fetched at low priority.
 */
export function afterFirstPaint(html: string, bootScript: string | null): string {
  if (!bootScript) {
    return html
      .replace(/<script type="module" crossorigin src=/g, '<script type="module" crossorigin fetchpriority="low" src=')
      .replace(/<link rel="modulepreload" crossorigin href=/g, '<link rel="modulepreload" crossorigin fetchpriority="low" href=');
  }
  const chunks: string[] = [];
  const withoutPreloads = html.replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
    chunks.push(href);
    return '';
  });
  return withoutPreloads.replace(
    /<script type="module" crossorigin src="([^"]+)"><\/script>/,
    (_tag, entry: string) => `<script type="module" crossorigin src="${bootScript}" data-app-entry="${entry}" data-app-chunks="${chunks.join(' ')}"></script>`,
  );
}

/** The page's own head tags (React's preloads of what it shows first), less those the head already has. */
export function withHeadTags(html: string, headTags: string | undefined): string {
  const head = html.slice(0, html.indexOf('</head>'));
  const hrefOf = (tag: string) => /\shref="([^"]*)"/.exec(tag)?.[1];
  const missing = (headTags?.match(/<link [^>]*\/>/g) ?? []).filter((tag) => {
    const href = hrefOf(tag);
    return href === undefined || !head.includes(`href="${href}"`);
  });
  return missing.length === 0 ? html : html.replace('</head>', () => `${missing.join('')}</head>`);
}

/**
 * Draws a page into the app's index.html (its markup inside #root, its title and language, and its
 * data as a JSON block the browser's first draw reads), kept per language and address until what
 * it shows changes.
 */
export function createServerRenderer(app: FastifyInstance, entry: WebServerEntry, cache: PageCacheOptions, bootScript: string | null): ServerRenderer {
  const pages = createPageCache(cache);
  return (request, { shell, pathname, search }) => {
    const { lang, from } = pageLanguage(pathname, search, request.headers.cookie);
    return pages.get(`${lang}:${from === 'default' ? 'd' : 'c'}:${request.url}`, Date.now(), async () => {
      // what the page is drawn from: its own address and its API calls (what it shows, decision 0071)
      const read = [request.url];
      const page = await entry.renderPage({
        url: request.url,
        lang,
        langFrom: from,
        // the page's API calls go through the API in this process, counted against the visitor's rate limit
        fetchApi: async (url, init) => {
          read.push(url);
          const answer = await app.inject({
            method: (init.method ?? 'GET') as 'GET',
            url,
            headers: init.headers as Record<string, string>,
            remoteAddress: request.ip,
          });
          return new Response(answer.rawPayload, { status: answer.statusCode, headers: answer.headers as Record<string, string> });
        },
      });
      const { html: indexHtml, keepTitle } = await shell();
      let html = withHeadTags(afterFirstPaint(indexHtml, bootScript), page.headTags)
        .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
        .replace(
          '<div id="root"></div>',
          () => `<div id="root">${page.html}</div><script type="application/json" id="pawsook-ssr-state">${jsonForScript(page.state)}</script>`,
        );
      // a page with its own meta (a product, an article) already has the title crawlers read
      if (page.title && !keepTitle) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`);
      return { status: page.status, html, keep: page.complete, read };
    });
  };
}
