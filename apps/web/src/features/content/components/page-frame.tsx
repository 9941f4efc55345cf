import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface Crumb {
  label: string;
  to?: string;
}

/** Home › … › this page: the way back up, the last step the current page. */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('content.article.breadcrumb')} className="mb-3 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <Link to="/" className="underline-offset-4 hover:text-brand-800 hover:underline">
            {t('common.home')}
          </Link>
        </li>
        {trail.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className="flex items-center gap-2">
            <span aria-hidden="true">›</span>
            {crumb.to ? (
              <Link to={crumb.to} className="underline-offset-4 hover:text-brand-800 hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 text-ink">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A content page's frame: breadcrumb, heading, a line of copy, then the page. */
export function PageFrame({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="container-page py-6 md:py-8">
      <Breadcrumb trail={[{ label: title }]} />
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">{title}</h1>
        {intro ? <p className="mt-1 max-w-3xl text-muted">{intro}</p> : null}
      </header>
      {children}
    </div>
  );
}
