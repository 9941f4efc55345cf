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
