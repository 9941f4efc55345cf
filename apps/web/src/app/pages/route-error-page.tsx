import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title';
import { Button } from '../../ui/button';
import { NotFoundPage } from './not-found-page';

/** When a page fails to render or its code cannot be loaded (e.g. offline, or a new version deployed). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  usePageTitle(t('routeError.title'));
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div role="alert" className="container-page py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-900">{t('routeError.title')}</h1>
      <p className="mt-2 text-muted">{t('routeError.text')}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </div>
  );
}
