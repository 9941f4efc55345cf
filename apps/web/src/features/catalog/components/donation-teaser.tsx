import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../lib/api-client';
import { useHomeCategories } from '../hooks/use-home-categories';
import { categoryPath } from '../catalog-entry-points';
import { buttonClass } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';

/** Invites shoppers to buy for animal shelters (the donation category, 900002075). */
export function DonationTeaser() {
  const { t } = useTranslation();
  const { groups, isPending, isError } = useHomeCategories();
  if (isError) return null; // the category sections above already show the error
  if (isPending || !groups) return <Skeleton className="h-48 w-full rounded-3xl" />;
  const { donation } = groups;
  if (!donation) return null;
  const src = imageUrl(donation.imageKey);
  return (
    <section
      aria-labelledby="donation-heading"
      className="grid items-center gap-6 overflow-hidden rounded-3xl bg-accent-50 p-6 md:grid-cols-[1fr_16rem] md:p-10"
    >
      <div>
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{t('home.donation.eyebrow')}</p>
        <h2 id="donation-heading" className="mt-1 text-2xl font-bold text-ink md:text-3xl">
          {t('home.donation.title')}
        </h2>
        <p className="mt-2 max-w-prose text-muted">{t('home.donation.text')}</p>
        <Link to={categoryPath(donation)} className={buttonClass('primary', 'mt-4 bg-accent-700 hover:bg-teal-800')}>
          {t('home.donation.cta')}
        </Link>
      </div>
      {src ? <img src={src} alt="" loading="lazy" width={256} height={192} className="mx-auto w-48 md:w-64" /> : null}
    </section>
  );
}
