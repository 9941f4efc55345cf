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
  ].join('\n    ');
  return indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${meta.lang}"`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>\n    ${tags}`);
}
