import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { pickLocalised } from '../../../lib/localised';
import { TRUNCATE } from '../../../lib/truncate';
import { TruncatedText } from '../../../ui/truncated-text';
import { useBrands, useCategories } from '../api/catalog-queries';
import { brandPath, categoryPath } from '../catalog-entry-points';

interface ListProps {
  /** called when a link is followed, so the drawer can close */
  onNavigate: () => void;
}

function Section({ title, children, isLoading, isError }: { title: string; children: React.ReactNode; isLoading: boolean; isError: boolean }) {
  const { t } = useTranslation();
  return (
    <details className="group border-t border-brand-100 py-1">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between rounded-md px-2 font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
        {title}
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      {isLoading ? (
        <p className="px-2 py-2 text-sm text-muted">{t('common.loading')}</p>
      ) : isError ? (
        <p className="px-2 py-2 text-sm text-muted">{t('header.menuError')}</p>
      ) : (
        <ul className="pb-2">{children}</ul>
      )}
    </details>
  );
}

const linkClass = 'flex min-h-11 items-center rounded-md px-4 text-ink hover:bg-brand-50';

export function MobileCategoryList({ onNavigate }: ListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const categories = useCategories();
  return (
    <Section title={t('header.categories')} isLoading={categories.isPending} isError={categories.isError}>
      {categories.data?.map((c) => (
        <li key={c.id}>
          <Link to={categoryPath(c)} onClick={onNavigate} className={linkClass}>
            <TruncatedText text={pickLocalised(c, 'name', language)} max={TRUNCATE.long} />
          </Link>
        </li>
      ))}
    </Section>
  );
}

export function MobileBrandList({ onNavigate }: ListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const brands = useBrands();
  return (
    <Section title={t('header.brands')} isLoading={brands.isPending} isError={brands.isError}>
      {brands.data?.map((b) => (
        <li key={b.id}>
          <Link to={brandPath(b)} onClick={onNavigate} className={linkClass}>
            <TruncatedText text={pickLocalised(b, 'name', language)} max={TRUNCATE.long} />
          </Link>
        </li>
      ))}
    </Section>
  );
}
