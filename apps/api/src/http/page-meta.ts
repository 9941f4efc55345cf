import { escapeHtml } from '@pawsook/shared/text/escape-html';

export interface PageMeta {
  title: string;
  description: string;
  /** absolute URL */
  image?: string;
  /** absolute URL of the page */
  url: string;
  lang: 'th' | 'en';
  type?: 'website' | 'product' | 'article';
  /** the same page in each language (hreflang), `x-default` for a visitor whose language is neither */
  alternates?: Partial<Record<'th' | 'en' | 'x-default', string>>;
  /** schema.org data (JSON-LD), e.g. a product's price and stock */
  structuredData?: Record<string, unknown>;
}

/** JSON inside <script>: no `<` may close the element early, and U+2028/2029 stay escaped. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The app's index.html with a page's own title, description and Open Graph tags, so a shared link
 * shows the product even to crawlers that run no JavaScript.
 */
export function withPageMeta(indexHtml: string, meta: PageMeta): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:site_name" content="Pawsook" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    `<meta property="og:locale" content="${meta.lang === 'en' ? 'en_US' : 'th_TH'}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    ...Object.entries(meta.alternates ?? {}).map(([hreflang, href]) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`),
    // a data block, never run: the content security policy's script-src does not apply to it
    ...(meta.structuredData ? [`<script type="application/ld+json">${jsonForScript(meta.structuredData)}</script>`] : []),
  ].join('\n    ');
  return (
    indexHtml
      .replace(/<html lang="[^"]*"/, `<html lang="${meta.lang}"`)
      .replace(/<meta name="description"[^>]*>/, '')
      // a function, so a `$&` or `$1` in a product's name is written as it is
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>\n    ${tags}`)
  );
}
