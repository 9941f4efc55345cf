export interface BrandRef {
  id: number;
  nameTh: string;
  nameEn: string;
  seoUrl: string;
}

export interface Category {
  id: number;
  nameTh: string;
  nameEn: string;
  seoUrlSlug: string;
  /** the pet a category is for (dog, cat, …); null for the catch-all and donation categories */
  petType?: 'dog' | 'cat' | 'fish' | 'bird' | 'small-pet' | null;
  imageKey: string | null;
  brands: BrandRef[];
}

export interface CategoryRef {
  id: number;
  nameTh: string;
  nameEn: string;
  seoUrlSlug: string;
}

export interface Brand extends BrandRef {
  category: CategoryRef[];
}
