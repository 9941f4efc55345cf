import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../lib/api-client';
import { pickLocalised } from '../../../lib/localised';
import { TRUNCATE } from '../../../lib/truncate';
import { useLanguage } from '../../../lib/use-language';
import { Skeleton } from '../../../ui/skeleton';
import { TruncatedText } from '../../../ui/truncated-text';
import { categoryPath } from '../catalog-entry-points';
import { useHomeCategories } from '../hooks/use-home-categories';
import { LoadFailed } from '../../../ui/load-failed';

/** Category cards with their pictures, linking to each category listing. */
export function CategoryGrid() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { groups, isPending, isError, refetch } = useHomeCategories();
  if (isError) return <LoadFailed onRetry={() => void refetch()} />;
  if (isPending || !groups) {
    return (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-6" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i}>
            <Skeleton className="aspect-[5/6] w-full" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-6">
      {groups.categories.map((category) => {
        const src = imageUrl(category.imageKey);
        const name = pickLocalised(category, 'name', language);
        return (
          <li key={category.id}>
            <Link
              to={categoryPath(category)}
              className="group flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <span className="block aspect-[4/3] overflow-hidden bg-brand-50 p-3 lg:aspect-square">
                {src ? (
                  <img src={src} alt="" loading="lazy" width={320} height={240} className="size-full object-contain transition group-hover:scale-105" />
                ) : null}
              </span>
              <span className="flex flex-1 flex-col px-3 py-2">
                <span className="font-semibold text-brand-900">
                  <TruncatedText text={name} max={TRUNCATE.long} />
                </span>
                <span className="text-sm text-muted">{t('home.categories.brandCount', { count: category.brands.length })}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
