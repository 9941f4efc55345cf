import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeBanner } from '@pawsook/shared/schemas/content-items';
import { pickLocalised } from '../../../lib/localised';
import { useLanguage } from '../../../lib/use-language';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useHomeBanners } from '../api/content-queries';
import { ContentImage } from './content-image';
import { ContentLink } from './content-link';
import { MembersOnlyBadge } from './members-only-badge';

const CARD = 'block overflow-hidden rounded-3xl border border-brand-100 bg-white shadow-sm';

function BannerCard({ banner }: { banner: HomeBanner }) {
  const language = useLanguage();
  const title = pickLocalised(banner, 'title', language);
  const inner = (
    <>
      <span className="relative block">
        {/* the title below names the picture for everyone: the picture itself adds nothing to read */}
        <ContentImage src={banner.image} alt="" shape="banner" />
        {banner.membersOnly ? <MembersOnlyBadge className="absolute top-3 left-3" /> : null}
      </span>
      <span className="flex min-h-14 items-center justify-between gap-3 px-5 py-3">
        <span className="text-lg leading-6 font-bold text-brand-900">{title}</span>
        {banner.linkUrl ? (
          <span aria-hidden="true" className="text-xl text-brand-700 transition-transform group-hover:translate-x-1 motion-reduce:transition-none">
            →
          </span>
        ) : null}
      </span>
    </>
  );
  return banner.linkUrl ? (
    <ContentLink url={banner.linkUrl} className={`group ${CARD} hover:shadow-md`}>
      {inner}
    </ContentLink>
  ) : (
    <div className={CARD}>{inner}</div>
  );
}

/**
 * The banners staff put on the home page (decision 0042), in their order, in the slot of the
 * shop's own promotion banner. Like the shelves around them they are asked for as they near the
 * screen, never before the first paint. Until they come (and when there are none, or the call
 * failed) the shop's own banner, `fallback`, holds the slot: the swap happens while the slot is
 * still below the screen, so nothing the shopper is looking at moves.
 */
export function HomeBanners({ fallback }: { fallback: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const query = useHomeBanners({ enabled: near });
  const banners = query.data ?? [];
  return (
    <section ref={ref} aria-labelledby="home-banners-heading">
      <h2 id="home-banners-heading" className="sr-only">
        {t('content.banners.title')}
      </h2>
      {banners.length === 0 ? (
        fallback
      ) : (
        <ul className={`grid gap-4 ${banners.length > 1 ? 'md:grid-cols-2' : ''}`}>
          {banners.map((banner) => (
            <li key={banner.id}>
              <BannerCard banner={banner} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
