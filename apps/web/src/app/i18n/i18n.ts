import { createI18n } from '../../lib/i18n';
import { readSsrState } from '../../ssr/ssr-state';
import { catalogs, loadBackOfficeCatalogs } from './resources';

export const i18n = createI18n({ th: { translation: catalogs.th }, en: { translation: catalogs.en } }, readSsrState()?.lang ?? null);

let backOfficeTexts: Promise<void> | null = null;

/** Adds the back office's texts in both languages (a switch needs the other at once); once per page load. */
export function addBackOfficeTexts(): Promise<void> {
  backOfficeTexts ??= loadBackOfficeCatalogs().then((loaded) => {
    i18n.addResourceBundle('th', 'translation', loaded.th, true, false);
    i18n.addResourceBundle('en', 'translation', loaded.en, true, false);
  });
  return backOfficeTexts;
}
