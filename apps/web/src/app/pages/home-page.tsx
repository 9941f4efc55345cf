import { useTranslation } from 'react-i18next';
import { BrandStrip } from '../../features/catalog/components/brand-strip';
import { CategoryGrid } from '../../features/catalog/components/category-grid';
import { DonationTeaser } from '../../features/catalog/components/donation-teaser';
import { PetTypeGrid } from '../../features/catalog/components/pet-type-grid';
import { HomeBanners } from '../../features/content/components/home-banners';
import { HomeHero } from '../../features/home/components/home-hero';
import { MemberHomeNotice } from '../../features/members/components/member-home-notice';
import { PromotionBanner } from '../../features/home/components/promotion-banner';
import { ProductShelf } from '../../features/products/components/product-shelf';
import { usePageTitle } from '../../lib/use-page-title';
import { HydrateLater } from '../../ui/hydrate-later';

function HomeSection({ id, title, text, children }: { id: string; title: string; text?: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-900 md:text-3xl">
        {title}
      </h2>
      {text ? <p className="mt-1 text-muted">{text}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(null);
  return (
    <div className="container-page space-y-12 py-6 md:space-y-16 md:py-8">
      <MemberHomeNotice />
      <HomeHero shopTargetId="shop-by-pet" />
      {/* the parts below the first screen are taken over in tasks of their own (decision 0058) */}
      <HydrateLater>
        <ProductShelf list="flash-sale" id="flash-sale" drawnOnServer />
      </HydrateLater>
      <HydrateLater>
        <HomeSection id="shop-by-pet" title={t('home.pets.title')} text={t('home.pets.text')}>
          <PetTypeGrid />
        </HomeSection>
      </HydrateLater>
      <HydrateLater>
        <ProductShelf list="best-seller" id="best-sellers" drawnOnServer />
      </HydrateLater>
      <HydrateLater>
        <div className="space-y-12 md:space-y-16">
          <HomeSection id="shop-by-category" title={t('home.categories.title')} text={t('home.categories.text')}>
            <CategoryGrid />
          </HomeSection>
          <ProductShelf list="recommend" id="recommended" />
          <HomeBanners fallback={<PromotionBanner />} />
          <ProductShelf list="special-price" id="special-price" />
          <ProductShelf list="new-product" id="new-products" />
          <ProductShelf list="clearance" id="clearance" />
          <HomeSection id="brands" title={t('home.brands.title')} text={t('home.brands.text')}>
            <BrandStrip />
          </HomeSection>
          <DonationTeaser />
          <ProductShelf list="donation-product" id="donation-products" />
        </div>
      </HydrateLater>
    </div>
  );
}
