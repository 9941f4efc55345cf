import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface Crumb {
  label: string;
  to?: string;
}

const linkClass = 'underline-offset-4 hover:text-brand-800 hover:underline';

/** Home › … › this page: the way back up, the last step the current page. */
export function Breadcrumb({ label, trail, className = 'mb-3' }: { label: string; trail: Crumb[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label} className={`${className} text-sm text-muted`}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <Link to="/" className={linkClass}>
            {t('common.home')}
          </Link>
        </li>
        {trail.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className="flex items-center gap-2">
            <span aria-hidden="true">›</span>
            {crumb.to ? (
              <Link to={crumb.to} className={linkClass}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 max-w-[60ch] text-ink">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
