import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets <title> to "{page} | Pawsook" in the current language; `null` leaves the shop name alone. */
export function usePageTitle(title: string | null): void {
  const { t } = useTranslation();
  const full = title ? t('meta.titleTemplate', { title }) : t('meta.homeTitle');
  useEffect(() => {
    document.title = full;
  }, [full]);
}
