import { escapeHtml } from '@pawsook/shared/text/escape-html';
import type { CatalogSnapshot } from './catalog-snapshot';

const LANGS = ['th', 'en'] as const;

/** A page in both languages: each language's address names the other as its alternate. */
interface Page {
  /** the address in each language, relative to the shop */
  paths: Record<(typeof LANGS)[number], string>;
  lastmod?: Date;
}

/**
 * Pages with the language in their path (products) keep it there; the others take `?lang=`, which
 * the app reads before the remembered choice.
 */
const withLang = (path: string): Page['paths'] => ({ th: `${path}?lang=th`, en: `${path}?lang=en` });

function urlEntries(page: Page, origin: string): string {
  const alternates = LANGS.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(origin + page.paths[lang])}"/>`).join('');
  const lastmod = page.lastmod ? `<lastmod>${page.lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
  return LANGS.map((lang) => `<url><loc>${escapeHtml(origin + page.paths[lang])}</loc>${lastmod}${alternates}</url>`).join('\n');
}

/**
 * The sitemap of what a visitor can open: the home and information pages, every active category
 * and brand, and every product a shopper can buy, in Thai and English. Products sold only as gifts
 * are left out, as they are from the listings.
 */
export function sitemapXml(snapshot: CatalogSnapshot, origin: string): string {
  const pages: Page[] = [
    { paths: withLang('/') },
    { paths: withLang('/promotion') },
    ...[...snapshot.categoriesById.values()]
      .filter((c) => c.activeStatus === 'active')
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
      .map((c) => ({ paths: withLang(`/categories/${encodeURIComponent(c.seoUrlSlug)}`), lastmod: c.updatedAt })),
    ...[...snapshot.brandsById.values()]
      .filter((b) => b.activeStatus === 'active')
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
      .map((b) => ({ paths: withLang(`/brands/${encodeURIComponent(b.seoUrl)}`), lastmod: b.updatedAt })),
    ...snapshot.forSale.map((p) => ({ paths: { th: `/th/product/${p.row.id}`, en: `/en/product/${p.row.id}` }, lastmod: p.row.updatedAt })),
    ...['/about-us', '/how-to-order', '/terms-conditions'].map((path) => ({ paths: withLang(path) })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.map((page) => urlEntries(page, origin)),
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read the shop's pages, not its API, member pages, checkout or demo helpers. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /user/',
    'Disallow: /cart',
    'Disallow: /dev/',
    'Disallow: /sandbox/',
    'Disallow: /search',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
