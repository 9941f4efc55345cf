// Shapes of the demo catalogue loaded on the first start. Ids are stable and never reused.
import type { PetType } from './types';

export type LifeStage = 'baby' | 'adult' | 'senior' | 'all-ages';
export type ProductKind = 'food' | 'treat' | 'toy' | 'care' | 'accessory' | 'litter' | 'aquarium' | 'health';
/** Lists a product is placed in by staff. Special price comes from SKU prices; best sellers from sales. */
export type CuratedList = 'recommend' | 'new-product' | 'clearance' | 'flash-sale' | 'free';

export interface SkuSeed {
  /** 930000001 upward */
  id: number;
  /** unique, e.g. RC-MINI-AD-2KG */
  skuCode: string;
  /** the variant choice shown in the picker (bag size, flavour, colour); null when the product has one SKU */
  choiceNameTh: string | null;
  choiceNameEn: string | null;
  /** regular price in satang (1 baht = 100 satang), VAT included */
  priceSatang: number;
  /** a lower price while the special runs, or null */
  specialPriceSatang: number | null;
  /** how many days from the first start the special price runs (ignored without specialPriceSatang) */
  specialDays: number | null;
  /** the lowest price staff may sell at, in satang (≤ the special price when there is one) */
  minSellPriceSatang: number;
  /** units in the sell stock; 0 = out of stock */
  stock: number;
  displayStatus: 'active' | 'inactive';
  /** image of this variant under /images/, or null to use the product's main image */
  imageKey: string | null;
  /** coins that obtain this SKU as a reward product, or null if it cannot be exchanged */
  coinReward: number | null;
  /**
   * false for a gift (trial packs, gifts with purchase): given by promotions or for coins, never
   * listed or sold on its own (decision 0021). Left out: true.
   */
  soldSeparately?: boolean;
}

export interface ProductSeed {
  /** 920000001 upward */
  id: number;
  nameTh: string;
  nameEn: string;
  /** 2–4 sentences each, same content in both languages */
  descriptionTh: string;
  descriptionEn: string;
  brandId: number;
  /** one of the pet categories 900000880–900000884, or 900002075 for donation products */
  categoryId: number;
  petType: PetType;
  lifeStage: LifeStage;
  kind: ProductKind;
  /** 1–3 image keys under /images/ (first is the main image), e.g. 'product/920000001-1.webp' */
  imageKeys: string[];
  displayStatus: 'active' | 'inactive';
  lists: CuratedList[];
  /** for 'flash-sale' products: hours from the first start until the flash sale ends (the demo's sale is one round: the same for all) */
  flashSaleHours: number | null;
  /** coins earned per 100 baht spent on this product */
  coinsPer100Baht: number;
  skus: SkuSeed[];
  /** for donation products: the donation places it can be bought for */
  donationPlaceIds: number[];
  /** days before the first start the product was added (drives "newest" sorting) */
  addedDaysAgo: number;
}

export interface DonationPlaceSeed {
  /** 940000001 upward */
  id: number;
  nameTh: string;
  nameEn: string;
  /** who signs for the parcels */
  receiveName: string;
  /** phone number of the receiver */
  contact: string;
  /** house number, street, building (Thai) */
  address: string;
  /** real ids from apps/api/data/thai-address that belong to each other */
  provinceId: number;
  districtId: number;
  subDistrictId: number;
  /** the sub-district's postal code from the same data */
  postelCode: string;
  status: 'active' | 'inactive';
  imageKey: string;
  descriptionTh: string;
  descriptionEn: string;
}
