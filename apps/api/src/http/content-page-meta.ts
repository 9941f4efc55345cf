import type { FastifyBaseLogger } from 'fastify';
import type { ContentArticle } from '@pawsook/shared/schemas/content-items';
import { AppError } from './app-error';
import type { PageMeta } from './page-meta';

/** What a description may hold: what a link preview shows of it, and a little more. */
const DESCRIPTION_MAX = 200;

/** An article's address as the web app routes it (`/content/{slug}`, apps/web features/content). */
const ARTICLE_PATH = /^\/content\/([a-z0-9-]{1,80})\/?$/;

/** The body's text for a description when staff wrote no summary: tags and entities out, spaces folded. */
export function plainTextOf(html: string, max = DESCRIPTION_MAX): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The title and Open Graph tags of an article's page (decision 0042), so that a link shared in
 * LINE or Facebook shows the article to crawlers that run no script. They are read as a visitor
 * reads: a members-only article gives its title and summary, never its body. `?lang=en` (the app's
 * own language switch in an address) gives the English ones; Thai otherwise, the shop's default.
 * Anything else (an unknown slug, a draft, a failing database) leaves the page as it is.
 */
export function articlePageMeta(
  content: { article(slug: string, reader: { isMember: boolean }): Promise<ContentArticle> },
  options: { publicUrl: string; log: FastifyBaseLogger },
) {
  return async (pathname: string, search: URLSearchParams): Promise<PageMeta | null> => {
    const slug = ARTICLE_PATH.exec(pathname)?.[1];
    if (!slug) return null;
    let article: ContentArticle;
    try {
      article = await content.article(slug, { isMember: false });
    } catch (error) {
      if (!(error instanceof AppError && error.status === 404)) options.log.warn({ err: error, slug }, 'article page tags left out');
      return null;
    }
    const lang = search.get('lang') === 'en' ? 'en' : 'th';
    const pick = (th: string, en: string) => (lang === 'th' ? th || en : en || th);
    const title = pick(article.titleTh, article.titleEn);
    const body = article.bodyWithheld ? '' : pick(article.bodyTh ?? '', article.bodyEn ?? '');
    const description = pick(article.summaryTh, article.summaryEn) || plainTextOf(body) || title;
    return {
      title: `${title} | Pawsook`,
      description: description.length <= DESCRIPTION_MAX ? description : `${description.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`,
      url: `${options.publicUrl}/content/${slug}${lang === 'en' ? '?lang=en' : ''}`,
      image: article.coverImage ? `${options.publicUrl}${article.coverImage}` : undefined,
      lang,
      type: 'article',
    };
  };
}
