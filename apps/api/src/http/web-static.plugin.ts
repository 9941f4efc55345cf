import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendRouteNotFound } from './envelope.plugin';
import { hasMemberSession } from '@pawsook/shared/members/session-cookies';
import { escapeHtml } from '@pawsook/shared/text/escape-html';
import { withPageMeta, type PageMeta } from './page-meta';
import { pageBody, type PageCacheOptions } from './page-cache';
import { pageModuleLinks } from './page-modules';
import { languageTextLinks } from './page-texts';
import { afterPaintScript, readWebManifest } from './web-manifest';
import { createServerRenderer, isDrawnByServer, loadServerEntry, pageLanguage } from './server-rendering';

export interface WebStaticOptions {
  webDistDir: string;
  imageDirs: string[];
  /** a page's own title and Open Graph tags (product pages, articles), or null for the app's defaults */
  pageMeta?: (pathname: string, search: URLSearchParams) => PageMeta | null | Promise<PageMeta | null>;
  /**
   * Images a page shows first and large (its largest contentful paint), preloaded from the HTML so
   * the browser fetches them while the script loads instead of after it has run.
   */
  leadImages?: (pathname: string) => readonly string[];
  /**
   * Draw the landing pages on the server (issue 21) when the web app's server bundle is built, and
   * keep them as the given cache says; false: the browser draws every page.
   */
  serverRendering?: PageCacheOptions | false;
}

function withLeadImages(html: string, hrefs: readonly string[]): string {
  if (hrefs.length === 0) return html;
  const links = hrefs.map((href) => `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high" />`).join('');
  return html.replace('</head>', `${links}</head>`);
}

/**
 * A page says its language from its first byte, before the app's script has run (screen readers,
 * the browser's fonts): the one a link asks for (`?lang=en`, as the shop's mails send), else the
 * shopper's cookie, else Thai — the language the app will show it in.
 */
function withPageLanguage(html: string, lang: 'th' | 'en'): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
}

/**
 * Paths that are never pages: the API, images, built files and the demo helpers answer a 404 of
 * their own (the envelope), so a missing script or a switched-off mailbox is not an HTML page.
 */
const NOT_PAGES = ['/api', '/images', '/assets', '/sandbox', '/dev'];

export function isPagePath(pathname: string): boolean {
  return !NOT_PAGES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Addresses shoppers type or keep that are another page's (decision 0057): the cart is the
 * checkout's step 1. Sent on with a temporary redirect, so that it can become a page of its own.
 */
const PAGE_ALIASES = new Map([['/cart', '/cart/checkout']]);

const ONE_YEAR = 365 * 24 * 60 * 60;

/**
 * The built web app, images by key, and the pages: any other GET or HEAD of a page gets index.html
 * (drawn on the server for the landing pages, and for an address the app has no page for, which
 * answers 404 with its 404 page), and the app's router shows the page.
 */
export const webStaticPlugin = fp(
  async (app: FastifyInstance, options: WebStaticOptions) => {
    await app.register(fastifyStatic, {
      root: options.imageDirs.filter((dir) => existsSync(dir)),
      prefix: '/images/',
      decorateReply: false,
      index: false,
      maxAge: '1d',
    });

    const indexFile = path.join(options.webDistDir, 'index.html');
    const hasWebApp = existsSync(indexFile);
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: options.webDistDir,
        prefix: '/',
        wildcard: false,
        index: false,
        preCompressed: true,
        // Hashed file names under /assets never change; index.html must always be revalidated.
        setHeaders: (res, filePath) => {
          res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? `public, max-age=${ONE_YEAR}, immutable` : 'no-cache');
        },
      });
    }
    const indexHtml = hasWebApp ? readFileSync(indexFile, 'utf8') : null;
    const manifest = hasWebApp ? readWebManifest(options.webDistDir) : null;
    const textLinks = languageTextLinks(manifest);
    const moduleLinks = pageModuleLinks(manifest);
    const entry = hasWebApp && options.serverRendering ? await loadServerEntry(options.webDistDir) : null;
    const render = entry && options.serverRendering ? createServerRenderer(app, entry, options.serverRendering, afterPaintScript(manifest)) : null;

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const [pathname = '/', search = ''] = request.url.split('?');
      // Every other GET and HEAD is a page of the app, whatever the client accepts: curl and the
      // link-preview crawlers of LINE and Facebook send `*/*` and must still get the page's tags.
      if (indexHtml && (request.method === 'GET' || request.method === 'HEAD') && isPagePath(pathname)) {
        const alias = PAGE_ALIASES.get(pathname.replace(/(.)\/$/, '$1'));
        if (alias) return reply.redirect(search ? `${alias}?${search}` : alias, 302);
        const query = new URLSearchParams(search);
        const guest = !hasMemberSession(request.headers.cookie);
        // the page's own tags: worked out once, and for a drawn page only when it is drawn, not when kept
        let shell: Promise<{ html: string; keepTitle: boolean }> | undefined;
        const pageShell = () =>
          (shell ??= (async () => {
            const meta = await options.pageMeta?.(pathname, query);
            const { lang } = pageLanguage(pathname, query, request.headers.cookie);
            const withMeta = meta ? withPageMeta(indexHtml, meta) : withPageLanguage(indexHtml, lang);
            // the texts of the language the page will be shown in (as the server would draw it)
            // and the code of the page's route, for a guest or a member
            const texts = textLinks(lang);
            const withTexts = withMeta.replace('</head>', `${texts}${moduleLinks(pathname, guest, withMeta + texts)}</head>`);
            const html = withLeadImages(withTexts, options.leadImages?.(pathname) ?? []);
            return { html, keepTitle: Boolean(meta) };
          })());
        // the language may come from a cookie: a shared cache keeps one copy per cookie and encoding
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'cookie, accept-encoding');
        if (render && entry && isDrawnByServer(pathname, guest, entry.isAppPage)) {
          try {
            const page = await render(request, { shell: pageShell, pathname, search: query });
            reply.code(page.status);
            const { encoding, body } = pageBody(page, request.headers['accept-encoding']);
            if (encoding) reply.header('content-encoding', encoding);
            return reply.send(body);
          } catch (error) {
            // the browser can still draw the page itself
            request.log.error({ err: error }, 'server rendering failed; the page goes to be drawn by the browser');
          }
        }
        return reply.send((await pageShell()).html);
      }
      return sendRouteNotFound(request, reply);
    });
  },
  { name: 'web-static', dependencies: ['envelope'] },
);
