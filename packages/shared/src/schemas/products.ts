import { z } from '../validation/z';
import { idParam } from '../validation/ids';

export const petTypes = ['dog', 'cat', 'fish', 'bird', 'small-pet'] as const;
export const lifeStages = ['baby', 'adult', 'senior', 'all-ages'] as const;
export const productLists = ['recommend', 'new-product', 'special-price', 'clearance', 'flash-sale', 'best-seller', 'donation-product', 'free'] as const;
export const productSorts = ['newest', 'price-asc', 'price-desc', 'best-seller'] as const;

export type PetType = (typeof petTypes)[number];
export type LifeStage = (typeof lifeStages)[number];
export type ProductList = (typeof productLists)[number];
export type ProductSort = (typeof productSorts)[number];

const idOrSlug = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9-]+$/i, 'validation.invalid');

const baht = z.coerce.number().min(0).max(10_000_000);

export const productListQuery = z
  .object({
    /** a category id or its seoUrlSlug */
    category: idOrSlug.optional(),
    /** a brand id or its seoUrl */
    brand: idOrSlug.optional(),
    petType: z.enum(petTypes).optional(),
    /** life stage */
    age: z.enum(lifeStages).optional(),
    list: z.enum(productLists).optional(),
    keyword: z.string().trim().max(100).optional(),
    /** baht, on the list item's sellPrice: the price the card shows and price sorts use */
    minPrice: baht.optional(),
    maxPrice: baht.optional(),
    /** newest by default; relevance first when there is a keyword and no sort */
    sort: z.enum(productSorts).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'validation.invalid',
    path: ['maxPrice'],
  });

export type ProductListQuery = z.infer<typeof productListQuery>;

export const productIdParams = z.object({ productId: idParam });

const choice = z.object({ choiceNameDisplayTh: z.string(), choiceNameDisplayEn: z.string() });

/** Which SKU of which product, with its names and main image: what a list item, a SKU and a cart line all begin with. */
export const skuNameFields = {
  skuId: z.number().int(),
  productId: z.number().int(),
  productNameTh: z.string(),
  productNameEn: z.string(),
  mainImage: z.string(),
};

/** Fields shared by list items and SKUs, named as the cart line names them (cart-checkout-payments.md §3). */
const skuFields = {
  ...skuNameFields,
  /** baht: the regular price */
  price: z.number(),
  /** baht: the special price while it runs, else null */
  specialPrice: z.number().nullable(),
  /** baht: what the shopper pays now. A list item's is its product's price: it shows, sorts and filters by it */
  sellPrice: z.number(),
  /** baht: the lowest price staff may sell this SKU at; not a price the shopper pays, not shown, sorted or filtered on */
  minSellPrice: z.number(),
  /** units in the sell stock */
  totalProduct: z.number().int(),
  displayStatus: z.enum(['active', 'inactive']),
  isProductVariant: z.boolean(),
  productChoice: choice.nullable(),
};

export const productListItemSchema = z.object({
  ...skuFields,
  brandId: z.number().int(),
  brandNameTh: z.string(),
  brandNameEn: z.string(),
  categoryId: z.number().int(),
  petType: z.enum(petTypes),
  lifeStage: z.enum(lifeStages),
  /** true when any SKU of the product can be bought now */
  inStock: z.boolean(),
  /**
   * false for a free gift: given with promotions or for coins, not sold on its own (only the free
   * list shows such products; the price is not what anyone pays)
   */
  soldSeparately: z.boolean(),
  isRecommend: z.boolean(),
  isNew: z.boolean(),
  isClearance: z.boolean(),
  isFree: z.boolean(),
  isDonation: z.boolean(),
  isSpecialPrice: z.boolean(),
  flashSaleEndAt: z.string().nullable(),
  soldCount: z.number().int(),
  /** coins earned for one unit at the current price */
  receiveCoin: z.number().int(),
  /** the visible reviews' average stars (one decimal) and number */
  reviewSummary: z.object({ average: z.number(), count: z.number().int() }),
});

export const productSkuSchema = z.object({
  ...skuFields,
  skuCode: z.string(),
  coinReward: z.number().int().nullable(),
});

/** Where a donation place takes its parcels: who signs for them, their contact, the address with its regions named. */
export const donationPlaceAddressFields = {
  receiveName: z.string(),
  contact: z.string(),
  address: z.string(),
  provinceId: z.number().int(),
  province: z.string(),
  districtId: z.number().int(),
  district: z.string(),
  subDistrictId: z.number().int(),
  subDistrict: z.string(),
  postelCode: z.string(),
};

export const donationPlaceSchema = z.object({
  id: z.number().int(),
  nameTh: z.string(),
  nameEn: z.string(),
  descriptionTh: z.string(),
  descriptionEn: z.string(),
  ...donationPlaceAddressFields,
  imageKey: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
});

export const productDetailSchema = productListItemSchema.extend({
  descriptionTh: z.string(),
  descriptionEn: z.string(),
  images: z.array(z.string()),
  categoryNameTh: z.string(),
  categoryNameEn: z.string(),
  categorySeoUrlSlug: z.string(),
  brandSeoUrl: z.string(),
  skus: z.array(productSkuSchema),
  /** 'in-stock' | 'out-of-stock' | 'not-displayed' */
  stockState: z.enum(['in-stock', 'out-of-stock', 'not-displayed']),
  donationPlaces: z.array(donationPlaceSchema),
});

export type ProductListItem = z.infer<typeof productListItemSchema>;
export type ProductSku = z.infer<typeof productSkuSchema>;
export type ProductDetail = z.infer<typeof productDetailSchema>;
export type DonationPlace = z.infer<typeof donationPlaceSchema>;
