import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../lib/preferences';
import { useLanguage } from '../../lib/use-language';

const shortLabel: Record<Language, string> = { th: 'TH', en: 'EN' };
const fullLabel: Record<Language, string> = { th: 'ภาษาไทย', en: 'English' };

/** TH | EN. Each button is named in its own language, so a reader of either can find it. */
export function LanguageSwitcher({ variant = 'compact' }: { variant?: 'compact' | 'full' }) {
  const { t, i18n } = useTranslation();
  const current = useLanguage();
  return (
    <div role="group" aria-label={t('lang.label')} className="inline-flex rounded-full border border-brand-200 bg-white p-0.5">
      {LANGUAGES.map((language) => {
        const active = language === current;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={active}
            aria-label={`${shortLabel[language]} ${fullLabel[language]}`}
            // the other language's texts are a chunk of their own: fetched as the pointer or focus arrives
            onPointerEnter={() => void i18n.loadLanguages(language)}
            onFocus={() => void i18n.loadLanguages(language)}
            onClick={() => void i18n.changeLanguage(language)}
            className={`min-h-10 min-w-11 rounded-full px-3 text-sm font-semibold transition-colors ${
              active ? 'bg-brand-900 text-white' : 'text-brand-900 hover:bg-brand-50'
            }`}
          >
            {variant === 'full' ? fullLabel[language] : shortLabel[language]}
          </button>
        );
      })}
    </div>
  );
}
