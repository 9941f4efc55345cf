import type { ProductSeed, SkuSeed } from './catalog-types';

type ProductDefaults = 'displayStatus' | 'lists' | 'flashSaleHours' | 'donationPlaceIds';
type SkuDefaults = 'choiceNameTh' | 'choiceNameEn' | 'specialPriceSatang' | 'specialDays' | 'displayStatus' | 'imageKey' | 'coinReward';

/** A demo product that is on show, in no curated list and for no donation place unless it says otherwise. */
export function product(fields: Omit<ProductSeed, ProductDefaults> & Partial<Pick<ProductSeed, ProductDefaults>>): ProductSeed {
  return { displayStatus: 'active', lists: [], flashSaleHours: null, donationPlaceIds: [], ...fields };
}

/** A demo SKU on sale at its regular price, the product's only choice, with no image of its own and no coin reward unless it says otherwise. */
export function sku(fields: Omit<SkuSeed, SkuDefaults> & Partial<Pick<SkuSeed, SkuDefaults>>): SkuSeed {
  return {
    choiceNameTh: null,
    choiceNameEn: null,
    specialPriceSatang: null,
    specialDays: null,
    displayStatus: 'active',
    imageKey: null,
    coinReward: null,
    ...fields,
  };
}
