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

/** "Shop by pet": dog, cat, fish, bird, small pets. */
export function PetTypeGrid() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { groups, isPending, isError, refetch } = useHomeCategories();
  if (isError) return <LoadFailed onRetry={() => void refetch()} />;
  return (
    <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5 sm:gap-4" aria-busy={isPending}>
      {isPending || !groups
        ? Array.from({ length: 5 }, (_, i) => (
            <li key={i} className="flex flex-col items-center gap-2">
              <Skeleton className="aspect-square w-full max-w-28 rounded-full" />
              <Skeleton className="h-4 w-16" />
            </li>
          ))
        : groups.pets.map(({ pet, category }) => {
            const src = imageUrl(category.imageKey);
            return (
              <li key={pet}>
                <Link to={categoryPath(category)} className="group flex flex-col items-center gap-2 rounded-2xl p-2 text-center hover:bg-brand-50">
                  <span className="flex aspect-square w-full max-w-28 items-center justify-center overflow-hidden rounded-full bg-brand-100 ring-brand-300 transition group-hover:ring-4">
                    {src ? <img src={src} alt="" loading="lazy" width={112} height={112} className="size-full object-cover" /> : null}
                  </span>
                  <span className="font-semibold text-brand-900">
                    <TruncatedText text={pickLocalised(category, 'name', language)} max={TRUNCATE.menu} />
                  </span>
                </Link>
              </li>
            );
          })}
      {isPending ? <li className="sr-only">{t('common.loading')}</li> : null}
    </ul>
  );
}
