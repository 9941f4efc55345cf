import { Link } from 'react-router';
import { pickLocalised } from '../../../lib/localised';
import { TRUNCATE } from '../../../lib/truncate';
import { useLanguage } from '../../../lib/use-language';
import { Skeleton } from '../../../ui/skeleton';
import { TruncatedText } from '../../../ui/truncated-text';
import { useBrands } from '../api/catalog-queries';
import { brandPath } from '../catalog-entry-points';
import { LoadFailed } from '../../../ui/load-failed';

/** A brand's monogram: its first Latin letter (brand names are Latin on packs, even in Thai shops). */
function brandInitial(name: string): string {
  return (Array.from(name.trim())[0] ?? '').toUpperCase();
}

/** The brands we carry, as chips linking to each brand listing. */
export function BrandStrip() {
  const language = useLanguage();
  const brands = useBrands();
  if (brands.isError) return <LoadFailed onRetry={() => void brands.refetch()} />;
  if (brands.isPending) {
    return (
      <div className="flex flex-wrap gap-2" aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-11 w-28 rounded-full" />
        ))}
      </div>
    );
  }
  return (
    <ul className="relative grid auto-cols-max grid-flow-col grid-rows-3 gap-2 overflow-x-auto pb-2 md:flex md:flex-wrap md:overflow-visible md:pb-0">
      {brands.data.map((brand) => {
        const name = pickLocalised(brand, 'name', language);
        return (
          <li key={brand.id}>
            <Link to={brandPath(brand)} className="brand-chip">
              <span aria-hidden="true" className="brand-chip-initial">
                {brandInitial(brand.nameEn || name)}
              </span>
              <TruncatedText text={name} max={TRUNCATE.short} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
