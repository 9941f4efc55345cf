import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title';
import { buttonClass } from '../../ui/button';
import { PawIcon } from '../layout/logo';
import { useServerStatus } from '../../lib/server-head';

/** Any address the shop does not have (spec: "This page could not be found." with a link home). */
export function NotFoundPage() {
  useServerStatus(404);
  const { t } = useTranslation();
  usePageTitle(t('notFound.pageTitle'));
  return (
    <div className="container-page flex flex-col items-center py-16 text-center md:py-24">
      <PawIcon className="size-16 opacity-90" />
      <p className="mt-6 text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-brand-900 md:text-3xl">{t('notFound.title')}</h1>
      <p className="mt-2 max-w-md text-muted">{t('notFound.text')}</p>
      <Link to="/" className={buttonClass('primary', 'mt-8 px-8')}>
        {t('notFound.backHome')}
      </Link>
    </div>
  );
}
