import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** The first thing Tab reaches: jumps past the header to the page content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView({ block: 'start' });
      }}
      className="fixed top-2 left-2 z-[100] -translate-y-24 rounded-full bg-brand-900 px-5 py-3 font-semibold text-white shadow-lg transition-transform focus:translate-y-0"
    >
      {t('common.skipToContent')}
    </a>
  );
}
