// Shapes of the demo content loaded on the first start. Ids are stable: other demo data refers to them.

export type PetType = 'dog' | 'cat' | 'fish' | 'bird' | 'small-pet';

export interface BrandSeed {
  id: number;
  nameTh: string;
  nameEn: string;
  /** kebab-case, unique, used in /brands/{seoUrl} */
  seoUrl: string;
  sortOrder: number;
}

export interface CategorySeed {
  id: number;
  nameTh: string;
  nameEn: string;
  /** kebab-case, unique, used in /categories/{seoUrlSlug} */
  seoUrlSlug: string;
  sortOrder: number;
  /** 'regular' for ordinary products, 'donation' for products bought for an animal shelter */
  kind: 'regular' | 'donation';
  /** the pet a category is for; null for categories that span pets */
  petType: PetType | null;
  /** image key under /images/, e.g. 'category/dog.webp' */
  imageKey: string;
  brandIds: number[];
}

export interface ContactSeed {
  /** 1 video channel, 2 website, 3 chat app (spec: member-area §3) */
  id: 1 | 2 | 3;
  url: string;
  titleTh: string;
  titleEn: string;
  descTh1: string;
  descTh2: string | null;
  descTh3: string | null;
  descEn1: string;
  descEn2: string | null;
  descEn3: string | null;
  /** icon under /images/ */
  s3PhotoKey: string;
  /** button image under /images/, or null */
  s3ButtonKey: string | null;
}

export interface SocialMediaSeed {
  id: number;
  /** 1 Facebook pages, 2 other social channels */
  typeId: 1 | 2;
  name: string;
  url: string;
  sortOrder: number;
}
