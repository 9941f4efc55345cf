// what the cart names when it reads the live catalogue's products and SKUs
export type { CatalogProduct, SkuRow } from './catalog-snapshot';
