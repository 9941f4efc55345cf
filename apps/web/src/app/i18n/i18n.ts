import { createI18n } from '../../lib/i18n';
import { LANGUAGES } from '../../lib/preferences';
import { readSsrState } from '../../ssr/ssr-state';
import { loadBackOfficeCatalogs, loadShopTexts } from './resources';

const created = createI18n(loadShopTexts, readSsrState()?.lang ?? null);

export const i18n = created.i18n;

/** Settles once the shown language's texts are here: the app's first draw waits for it. */
export const i18nReady = created.ready;

let backOfficeTexts: Promise<void> | null = null;

/** Adds the back office's texts in both languages (a switch needs the other at once); once per page load. */
export function addBackOfficeTexts(): Promise<void> {
  backOfficeTexts ??= (async () => {
    // the shop's texts of both languages first: once a language has any texts, i18next loads none for it
    const [, loaded] = await Promise.all([i18n.loadLanguages([...LANGUAGES]), loadBackOfficeCatalogs()]);
    i18n.addResourceBundle('th', 'translation', loaded.th, true, false);
    i18n.addResourceBundle('en', 'translation', loaded.en, true, false);
  })();
  return backOfficeTexts;
}
