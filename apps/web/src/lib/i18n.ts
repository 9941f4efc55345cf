import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, languageFromAddress, readStoredLanguage, storeLanguage, isLanguage, type Language } from './preferences';

const OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
} as const;

/** One language's i18next for the server's renders: it never changes language and touches no page. */
export function createStaticI18n(resources: Resource, language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ ...OPTIONS, resources, lng: language });
  return instance;
}

/**
 * i18next with the catalogs bundled (two small JSON files: no flash of keys, no extra request).
 * The chosen language (or the one a link asks for with `?lang=`) is remembered and written to <html lang> so screen readers, the Thai line
 * breaking and the API `lang` header all follow it.
 */
export function createI18n(resources: Resource, serverLanguage: Language | null = null): I18n {
  const instance = i18next.createInstance();
  // imported while the server renders (the back office's texts hang off the same module): unused there
  if (typeof document === 'undefined') {
    void instance.use(initReactI18next).init({ ...OPTIONS, resources, lng: DEFAULT_LANGUAGE });
    return instance;
  }
  const asked = languageFromAddress();
  if (asked) storeLanguage(asked);
  // a page the server drew is first drawn again in its language, or it would not match
  const initial = serverLanguage ?? asked ?? readStoredLanguage();
  void instance.use(initReactI18next).init({ ...OPTIONS, resources, lng: initial });
  document.documentElement.lang = initial;
  instance.on('languageChanged', (language) => {
    if (!isLanguage(language)) return;
    document.documentElement.lang = language;
    storeLanguage(language);
  });
  return instance;
}

export function currentLanguage(instance: I18n): Language {
  const language = instance.resolvedLanguage ?? instance.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
