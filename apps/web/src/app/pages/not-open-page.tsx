import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title';
import { buttonClass } from '../../ui/button';
import type { NotOpenArea } from './not-open-areas';

/** A page of the shop that is not open yet: says which part it is and when it arrives. */
export function NotOpenPage({ area }: { area: NotOpenArea }) {
  const { t } = useTranslation();
  const title = t(`notOpen.areas.${area}.title`);
  usePageTitle(title);
  return (
    <div className="container-page py-12 md:py-20">
      <div className="mx-auto max-w-2xl rounded-3xl border border-brand-100 bg-cream px-6 py-10 text-center md:px-12">
        <span aria-hidden="true" className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-100 text-3xl">
          🐾
        </span>
        <h1 className="mt-5 text-2xl font-bold text-brand-900 md:text-3xl">{title}</h1>
        <p className="mt-3 text-ink">{t(`notOpen.areas.${area}.text`)}</p>
        <p className="mt-2 text-muted">{t('notOpen.meanwhile')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClass('primary', 'px-8')}>
            {t('notOpen.backHome')}
          </Link>
          <Link to="/how-to-order" className={buttonClass('secondary', 'px-6')}>
            {t('notOpen.howToOrder')}
          </Link>
        </div>
      </div>
    </div>
  );
}
