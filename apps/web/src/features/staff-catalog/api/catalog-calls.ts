import type { z } from 'zod';
import type { Brand, Category } from '@pawsook/shared/schemas/catalog';
import type {
  StaffProduct,
  staffProductChangeBody,
  staffSkuPriceBody,
  stockAdjustmentBody,
  stockAdjustmentSchema,
} from '@pawsook/shared/schemas/staff-catalog';
import type { skuChangeBody } from '@pawsook/shared/schemas/staff';
import type { StaffProductImages } from '@pawsook/shared/schemas/staff-product-images';
import type { staffNewProductBody, staffNewSkuBody } from '@pawsook/shared/schemas/staff-new-products';
import { staffRequest } from '../../../lib/api-client';
import { catalogQuery, type CatalogFilters } from '../catalog-params';

export type { Brand, Category, StaffProduct, StaffProductImages };
export type StaffSku = StaffProduct['skus'][number];
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;
export type ProductChange = z.input<typeof staffProductChangeBody>;
export type SkuPriceChange = z.input<typeof staffSkuPriceBody>;
export type SkuChange = z.input<typeof skuChangeBody>;
export type StockChange = z.input<typeof stockAdjustmentBody>;
export type NewProduct = z.input<typeof staffNewProductBody>;
export type NewSku = z.input<typeof staffNewSkuBody>;

export interface StaffProductsPage {
  total: number;
  products: StaffProduct[];
}

export const PRODUCTS_PAGE_SIZE = 20;

export const fetchStaffProducts = (filters: CatalogFilters, signal?: AbortSignal) =>
  staffRequest<StaffProductsPage>('GET', '/api/v1/staff/products', { query: { ...catalogQuery(filters), limit: PRODUCTS_PAGE_SIZE }, signal });

export const fetchStaffProduct = (id: number, signal?: AbortSignal) => staffRequest<StaffProduct>('GET', `/api/v1/staff/products/${id}`, { signal });

export const changeStaffProduct = (id: number, change: ProductChange) => staffRequest<StaffProduct>('PATCH', `/api/v1/staff/products/${id}`, { body: change });

export const changeSkuPrices = (skuId: number, change: SkuPriceChange) =>
  staffRequest<StaffSku>('PATCH', `/api/v1/staff/skus/${skuId}/prices`, { body: change });

export const changeSku = (skuId: number, change: SkuChange) => staffRequest<unknown>('PATCH', `/api/v1/staff/skus/${skuId}`, { body: change });

export const adjustSkuStock = (skuId: number, change: StockChange) =>
  staffRequest<{ skuId: number; stock: number }>('POST', `/api/v1/staff/skus/${skuId}/stock-adjustments`, { body: change });

export const fetchStockHistory = (skuId: number, signal?: AbortSignal) =>
  staffRequest<StockAdjustment[]>('GET', `/api/v1/staff/skus/${skuId}/stock-adjustments`, { signal });

/** A new product with its SKUs; answered as the product whole. */
export const createStaffProduct = (product: NewProduct) => staffRequest<StaffProduct>('POST', '/api/v1/staff/products', { body: product });

/** A SKU added last to a product; answered as the product whole. */
export const addProductSku = (productId: number, sku: NewSku) => staffRequest<StaffProduct>('POST', `/api/v1/staff/products/${productId}/skus`, { body: sku });

/**
 * Which of these SKU codes the catalogue already uses (as the call compares them, whatever their
 * case): the call that refuses a taken code does not say which of a new product's codes it was.
 */
export async function findTakenSkuCodes(codes: string[]): Promise<string[]> {
  const found = await Promise.all(
    codes.map(async (code) => {
      const page = await staffRequest<StaffProductsPage>('GET', '/api/v1/staff/products', { query: { q: code, limit: PRODUCTS_PAGE_SIZE } });
      return page.products.some((product) => product.skus.some((sku) => sku.skuCode.toUpperCase() === code.toUpperCase())) ? code : null;
    }),
  );
  return found.filter((code) => code !== null);
}

export const arrangeProductImages = (id: number, imageKeys: string[]) =>
  staffRequest<StaffProductImages>('PUT', `/api/v1/staff/products/${id}/images`, { body: { imageKeys } });

/** The shop's categories and brands (public lists): no staff token goes with them. */
export const fetchCategories = (signal?: AbortSignal) => staffRequest<Category[]>('GET', '/api/v1/categories', { signal, withToken: false });
export const fetchBrands = (signal?: AbortSignal) => staffRequest<Brand[]>('GET', '/api/v1/brand', { signal, withToken: false });

/**
 * A photo for the product, sent as a form (multipart, field `file`) with the staff token. Its
 * answer and refusals read as any staff call's.
 */
export async function uploadProductImage(id: number, file: File): Promise<StaffProductImages> {
  const form = new FormData();
  form.append('file', file, file.name);
  return staffRequest<StaffProductImages>('POST', `/api/v1/staff/products/${id}/images`, { body: form });
}
