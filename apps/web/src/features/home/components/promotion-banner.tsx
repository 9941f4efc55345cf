import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A wide link to the promotions page. */
export function PromotionBanner() {
  const { t } = useTranslation();
  return (
    <Link to="/promotion" className="group flex flex-col gap-4 rounded-3xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between md:p-8">
      <span>
        <span className="block text-sm font-semibold text-brand-200">{t('home.promotion.eyebrow')}</span>
        <span className="mt-1 block text-2xl font-bold">{t('home.promotion.title')}</span>
        <span className="mt-1 block text-brand-100">{t('home.promotion.text')}</span>
      </span>
      <span className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 self-start rounded-full bg-white px-6 font-semibold text-brand-900 group-hover:bg-brand-50 sm:self-center">
        {t('home.promotion.cta')}
        <span aria-hidden="true">→</span>
      </span>
    </Link>
  );
}
