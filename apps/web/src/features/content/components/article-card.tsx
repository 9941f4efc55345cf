import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContentListItem } from '@pawsook/shared/schemas/content-items';
import { formatDate } from '@pawsook/shared/format/date';
import { pickLocalised } from '../../../lib/localised';
import { useLanguage } from '../../../lib/use-language';
import { Skeleton } from '../../../ui/skeleton';
import { articlePath, contentTypeKey } from '../content-paths';
import { ContentImage } from './content-image';
import { MembersOnlyBadge } from './members-only-badge';

/**
 * An article in the `/content` list: cover, type, title (the link), summary and date. The whole
 * card opens the article; members-only ones say so, and visitors still read the summary.
 */
export function ArticleCard({ item, priority = false }: { item: ContentListItem; priority?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = pickLocalised(item, 'title', language);
  const typeKey = contentTypeKey(item.typeId);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent-600">
      <div className="relative">
        {item.coverImage ? (
          <ContentImage src={item.coverImage} alt={pickLocalised(item, 'coverAlt', language)} shape="wide" priority={priority} />
        ) : (
          <div aria-hidden="true" className="aspect-video w-full bg-brand-50" />
        )}
        {item.typeId === 3 ? (
          <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-brand-900/80 text-white shadow-lg">
              <svg viewBox="0 0 24 24" className="ml-1 size-7 fill-current">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
          </span>
        ) : null}
        {item.membersOnly ? <MembersOnlyBadge className="absolute top-2 left-2" /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {typeKey ? <p className="text-xs font-bold tracking-wide text-accent-700 uppercase">{t(`content.types.${typeKey}`)}</p> : null}
        <h2 className="text-lg leading-7 font-bold text-brand-900">
          <Link to={articlePath(item.slug)} className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700">
            {title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-muted">{pickLocalised(item, 'summary', language)}</p>
        <p className="mt-auto pt-1 text-xs text-muted">
          <time dateTime={item.publishedAt}>{formatDate(item.publishedAt, language)}</time>
        </p>
      </div>
    </article>
  );
}

export function ArticleCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-brand-100 bg-white">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="space-y-2 p-4">
        <Skeleton className="h-3 w-16" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}
