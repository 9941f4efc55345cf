import i18next, { type BackendModule, type i18n as I18n, type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatNumber } from '@pawsook/shared/format/date';
import { DEFAULT_LANGUAGE, LANGUAGES, languageFromAddress, readStoredLanguage, storeLanguage, isLanguage, type Language } from './preferences';

const OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
} as const;

/**
 * `{{count, number}}` in the texts: counts of products and coins, written alike in both languages
 * (Latin digits, comma groups) by the shop's own formatNumber. i18next's formatter would make an
 * Intl.NumberFormat for the page's locale on first use, which loads that locale's data: on a
 * phone, a long task of its own.
 */
function withShopNumbers(instance: I18n): I18n {
  instance.services.formatter?.add('number', (value: unknown) => (typeof value === 'number' ? formatNumber(value) : String(value)));
  return instance;
}

/** One language's i18next for the server's renders: it never changes language and touches no page. */
export function createStaticI18n(resources: Resource, language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ ...OPTIONS, resources, lng: language });
  return withShopNumbers(instance);
}

/** i18next's way to fetch a language's texts when it is first shown (one namespace: `translation`). */
function lazyTexts(loadTexts: (language: Language) => Promise<ResourceKey>): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read: (language, _namespace, callback) => {
      if (!isLanguage(language)) return callback(new Error(`no texts for "${language}"`), null);
      loadTexts(language).then(
        (texts) => callback(null, texts),
        (error: Error) => callback(error, null),
      );
    },
  };
}

/**
 * i18next for the browser with the shown language's texts only: `ready` settles once they are
 * here (the app draws nothing before), the other language's come when the shopper switches
 * (i18next switches only once they have arrived). The chosen language (or the one a link asks for
 * with `?lang=`) is remembered and written to <html lang> so screen readers, the Thai line
 * breaking and the API `lang` header all follow it.
 */
export function createI18n(
  loadTexts: (language: Language) => Promise<ResourceKey>,
  serverLanguage: Language | null = null,
): { i18n: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  // imported while the server renders (the back office's texts hang off the same module): unused there
  if (typeof document === 'undefined') {
    void instance.use(initReactI18next).init({ ...OPTIONS, resources: {}, lng: DEFAULT_LANGUAGE });
    return { i18n: instance, ready: Promise.resolve() };
  }
  const asked = languageFromAddress();
  if (asked) storeLanguage(asked);
  // a page the server drew is first drawn again in its language, or it would not match
  const initial = serverLanguage ?? asked ?? readStoredLanguage();
  // no fallback language: both catalogs hold every key (a unit test compares them), and a fallback
  // would load the other language's texts too
  const ready = instance
    .use(lazyTexts(loadTexts))
    .use(initReactI18next)
    .init({ ...OPTIONS, fallbackLng: false, partialBundledLanguages: true, resources: {}, lng: initial });
  withShopNumbers(instance);
  // The page is already in its language (the server wrote <html lang>, the cookie or storage said
  // so): writing either again restyles the whole page and opens the storage, a long task on a phone.
  let shown: Language = initial;
  if (document.documentElement.lang !== initial) document.documentElement.lang = initial;
  instance.on('languageChanged', (language) => {
    if (!isLanguage(language) || language === shown) return;
    shown = language;
    document.documentElement.lang = language;
    storeLanguage(language);
  });
  return { i18n: instance, ready };
}

export function currentLanguage(instance: I18n): Language {
  const language = instance.resolvedLanguage ?? instance.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
