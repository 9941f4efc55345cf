import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Language } from '../../../lib/preferences';
import { withPathLanguage } from '../product-paths';

/**
 * The product page's address names its language (/{lang}/product/{id}). Opening an address in the
 * other language switches the shop to it; switching the shop's language moves to that language's
 * address (replacing the entry, so Back does not bounce between the two).
 */
export function useLanguageInPath(pathLanguage: Language | null): void {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const where = useRef({ pathLanguage, location });
  useEffect(() => {
    where.current = { pathLanguage, location };
  });

  // the address decides when it changes
  useEffect(() => {
    if (pathLanguage && i18n.language !== pathLanguage) void i18n.changeLanguage(pathLanguage);
  }, [pathLanguage, i18n]);

  // the switcher decides when the shopper uses it
  useEffect(() => {
    const follow = (language: string) => {
      const { pathLanguage: current, location: at } = where.current;
      if (!current || language === current || (language !== 'th' && language !== 'en')) return;
      void navigate(`${withPathLanguage(at.pathname, language)}${at.search}${at.hash}`, { replace: true, preventScrollReset: true });
    };
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [i18n, navigate]);
}
