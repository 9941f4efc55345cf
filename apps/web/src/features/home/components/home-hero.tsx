import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../lib/api-client';
import { buttonClass } from '../../../ui/button';

/** The home banner with the shop's promise and the way in. */
export function HomeHero({ shopTargetId }: { shopTargetId: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-hero-title" className="relative isolate overflow-hidden rounded-3xl bg-brand-100">
      <img
        src={imageUrl('banner/home-hero.webp') ?? ''}
        alt=""
        width={1280}
        height={480}
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover object-right"
      />
      {/* a cream wash keeps the headline readable over any part of the picture */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-cream via-cream/90 to-cream/10 max-md:via-cream/85 max-md:to-cream/60" />
      <div className="max-w-xl px-6 py-10 sm:px-10 md:py-16">
        <p className="text-sm font-semibold text-accent-700">{t('home.hero.eyebrow')}</p>
        <h1 id="home-hero-title" className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl md:text-5xl">
          {t('home.hero.title')}
        </h1>
        <p className="mt-3 text-base text-ink sm:text-lg">{t('home.hero.text')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href={`#${shopTargetId}`} className={buttonClass('primary', 'px-6')}>
            {t('home.hero.cta')}
          </a>
          <Link to="/how-to-order" className={buttonClass('secondary', 'px-6')}>
            {t('home.hero.secondary')}
          </Link>
        </div>
      </div>
    </section>
  );
}
