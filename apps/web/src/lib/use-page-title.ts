import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerHead } from './server-head';

/** Sets <title> to "{page} | Pawsook" in the current language; `null` leaves the shop name alone. */
export function usePageTitle(title: string | null): void {
  const { t } = useTranslation();
  const full = title ? t('meta.titleTemplate', { title }) : t('meta.homeTitle');
  // while the server renders, the title goes into the HTML it sends
  useServerHead()?.setTitle(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
