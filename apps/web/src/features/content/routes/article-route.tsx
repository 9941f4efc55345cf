import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContentArticle } from '@pawsook/shared/schemas/content-items';
import { CONTENT_TYPES } from '@pawsook/shared/content/content-kinds';
import { formatDate } from '@pawsook/shared/format/date';
import { isApiError } from '../../../lib/api-error';
import { pickLocalised } from '../../../lib/localised';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { buttonClass } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { LoadingFrame } from '../../../ui/loading-frame';
import { useArticle } from '../api/content-queries';
import { ContentImage } from '../components/content-image';
import { MembersOnlyBadge } from '../components/members-only-badge';
import { MembersPrompt } from '../components/members-prompt';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { RichText } from '../components/rich-text';
import { VideoPlayer } from '../components/video-player';
import { articlePath, contentListHref, contentTypeKey, isArticleSlug, tabOfType, youtubeVideoId } from '../content-paths';
import { useDocumentMeta } from '../hooks/use-document-meta';
import { PageLoadFailed } from '../../../ui/load-failed';

/**
 * /content/{slug}: one article (decision 0042). The server has already put its title and Open
 * Graph tags in the HTML for crawlers; here the page keeps them while it is shown. A members-only
 * article shows a visitor its summary and the way to log in; once they have, the body.
 */
export function ArticleRoute() {
  const { slug } = useParams();
  if (!isArticleSlug(slug)) return <ArticleNotFound />;
  return <ArticleLoader key={slug} slug={slug} />;
}

function ArticleLoader({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const query = useArticle(slug);
  const notFound = isApiError(query.error) && query.error.kind === 'not-found';
  if (query.isPending) return <ArticleSkeleton />;
  if (!query.data) {
    if (notFound) return <ArticleNotFound />;
    return <PageLoadFailed title={t('content.article.loadError')} onRetry={() => void query.refetch()} />;
  }
  return <ArticleView article={query.data} />;
}

function ArticleView({ article }: { article: ContentArticle }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = pickLocalised(article, 'title', language);
  const summary = pickLocalised(article, 'summary', language);
  const typeKey = contentTypeKey(article.typeId);
  const typeName = typeKey ? t(`content.types.${typeKey}`) : t('content.list.title');
  const body = article.bodyWithheld ? null : language === 'th' ? article.bodyTh || article.bodyEn : article.bodyEn || article.bodyTh;
  const videoId = article.typeId === CONTENT_TYPES.video ? youtubeVideoId(article.videoUrl) : null;
  const tabHref = contentListHref({ type: tabOfType(article.typeId), page: 1 });

  usePageTitle(title);
  useDocumentMeta({
    title,
    description: summary || title,
    url: `${window.location.origin}${articlePath(article.slug)}`,
    image: article.coverImage ? `${window.location.origin}${article.coverImage}` : null,
    type: 'article',
  });

  return (
    <article className="container-page max-w-4xl py-6 md:py-8">
      <Breadcrumb
        label={t('content.article.breadcrumb')}
        trail={[{ label: t('content.list.title'), to: '/content' }, { label: typeName, to: tabHref }, { label: title }]}
      />
      <header>
        <div className="flex flex-wrap items-center gap-2">
          {typeKey ? <span className="text-sm font-bold tracking-wide text-accent-700 uppercase">{typeName}</span> : null}
          {article.membersOnly ? <MembersOnlyBadge /> : null}
        </div>
        <h1 className="mt-2 text-3xl font-bold text-brand-900 md:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-muted">
          <time dateTime={article.publishedAt}>{t('content.published', { date: formatDate(article.publishedAt, language) })}</time>
        </p>
        {summary ? <p className="mt-4 text-lg text-ink">{summary}</p> : null}
      </header>

      <div className="mt-6">
        {videoId && !article.bodyWithheld ? (
          <VideoPlayer videoId={videoId} title={title} poster={article.coverImage} />
        ) : article.coverImage ? (
          <ContentImage src={article.coverImage} alt={pickLocalised(article, 'coverAlt', language)} shape="wide" priority className="rounded-3xl" />
        ) : null}
      </div>

      <div className="mt-8">{body ? <RichText html={body} /> : article.bodyWithheld ? <MembersPrompt /> : null}</div>

      <footer className="mt-10 border-t border-brand-100 pt-6">
        <Link to={tabHref} className={buttonClass('secondary')}>
          <span aria-hidden="true">←</span>
          {t('content.article.back', { tab: typeName })}
        </Link>
      </footer>
    </article>
  );
}

function ArticleSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingFrame label={t('common.loading')} className="container-page max-w-4xl py-6 md:py-8">
      <Skeleton className="mb-4 h-4 w-48" />
      <Skeleton className="h-4 w-20" />
      <Skeleton className="mt-3 h-10 w-4/5" />
      <Skeleton className="mt-3 h-4 w-32" />
      <Skeleton className="mt-6 aspect-video w-full rounded-3xl" />
      <div className="mt-8 space-y-3">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </LoadingFrame>
  );
}

/** An unknown, unpublished or taken-down article (spec: the 404 page, with a way on). */
function ArticleNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('content.article.notFoundTitle'));
  return (
    <div className="container-page flex flex-col items-center py-16 text-center md:py-24">
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-brand-900 md:text-3xl">{t('content.article.notFoundTitle')}</h1>
      <p className="mt-2 max-w-md text-muted">{t('content.article.notFoundText')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/content" className={buttonClass('primary', 'px-8')}>
          {t('content.list.seeAll')}
        </Link>
        <Link to="/" className={buttonClass('secondary', 'px-6')}>
          {t('notFound.backHome')}
        </Link>
      </div>
    </div>
  );
}
