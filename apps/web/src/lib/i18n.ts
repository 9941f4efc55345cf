import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, languageFromAddress, readStoredLanguage, storeLanguage, isLanguage, type Language } from './preferences';

/**
 * i18next with the catalogs bundled (two small JSON files: no flash of keys, no extra request).
 * The chosen language (or the one a link asks for with `?lang=`) is remembered and written to <html lang> so screen readers, the Thai line
 * breaking and the API `lang` header all follow it.
 */
export function createI18n(resources: Resource): I18n {
  const instance = i18next.createInstance();
  const asked = languageFromAddress();
  if (asked) storeLanguage(asked);
  const initial = asked ?? readStoredLanguage();
  void instance.use(initReactI18next).init({
    resources,
    lng: initial,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
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
