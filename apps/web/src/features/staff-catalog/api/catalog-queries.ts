import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogFilters } from '../catalog-params';
import {
  addProductSku,
  adjustSkuStock,
  arrangeProductImages,
  changeSku,
  changeSkuPrices,
  changeStaffProduct,
  createStaffProduct,
  fetchBrands,
  fetchCategories,
  fetchStaffProduct,
  fetchStaffProducts,
  fetchStockHistory,
  uploadProductImage,
  type NewProduct,
  type NewSku,
  type ProductChange,
  type SkuChange,
  type SkuPriceChange,
  type StaffProduct,
  type StockChange,
} from './catalog-calls';

/** Under ['staff']: signing out of the back office forgets all of it at once. */
export const catalogKeys = {
  all: ['staff', 'catalog'] as const,
  list: (filters: CatalogFilters) => ['staff', 'catalog', 'list', filters] as const,
  product: (id: number) => ['staff', 'catalog', 'product', id] as const,
  stockHistory: (skuId: number) => ['staff', 'catalog', 'stock-history', skuId] as const,
  categories: ['staff', 'catalog', 'categories'] as const,
  brands: ['staff', 'catalog', 'brands'] as const,
};

// Pages show their own refusals (a 403, a failed list): never the System Error dialog as well.
const ownMessages = { systemError: false } as const;

export function useStaffProducts(filters: CatalogFilters) {
  return useQuery({
    queryKey: catalogKeys.list(filters),
    queryFn: ({ signal }) => fetchStaffProducts(filters, signal),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
    meta: ownMessages,
  });
}

export function useStaffProduct(id: number) {
  return useQuery({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => fetchStaffProduct(id, signal),
    staleTime: 5_000,
    retry: false,
    meta: ownMessages,
  });
}

export function useStockHistory(skuId: number) {
  return useQuery({
    queryKey: catalogKeys.stockHistory(skuId),
    queryFn: ({ signal }) => fetchStockHistory(skuId, signal),
    staleTime: 5_000,
    meta: ownMessages,
  });
}

export function useCategories() {
  return useQuery({ queryKey: catalogKeys.categories, queryFn: ({ signal }) => fetchCategories(signal), staleTime: 5 * 60_000, meta: ownMessages });
}

export function useBrands() {
  return useQuery({ queryKey: catalogKeys.brands, queryFn: ({ signal }) => fetchBrands(signal), staleTime: 5 * 60_000, meta: ownMessages });
}

/** The fixed list of what staff do to a product and its SKUs. */
export type CatalogWrite =
  | { kind: 'product'; change: ProductChange }
  | { kind: 'prices'; skuId: number; change: SkuPriceChange }
  | { kind: 'sku'; skuId: number; change: SkuChange }
  | { kind: 'stock'; skuId: number; change: StockChange }
  | { kind: 'new-sku'; sku: NewSku }
  | { kind: 'upload'; file: File }
  | { kind: 'arrange'; imageKeys: string[] };

function runWrite(productId: number, write: CatalogWrite): Promise<unknown> {
  switch (write.kind) {
    case 'product':
      return changeStaffProduct(productId, write.change);
    case 'prices':
      return changeSkuPrices(write.skuId, write.change);
    case 'sku':
      return changeSku(write.skuId, write.change);
    case 'stock':
      return adjustSkuStock(write.skuId, write.change);
    case 'new-sku':
      return addProductSku(productId, write.sku);
    case 'upload':
      return uploadProductImage(productId, write.file);
    case 'arrange':
      return arrangeProductImages(productId, write.imageKeys);
  }
}

/**
 * After any write (done or refused) the product, the lists, its SKU's history, the dashboard and
 * the audit log are asked again. A product change and a new SKU answer the product whole: it is
 * shown at once.
 */
export function useCatalogWrite(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: CatalogWrite) => runWrite(productId, write),
    meta: ownMessages,
    onSuccess: (answer, write) => {
      if (write.kind === 'product' || write.kind === 'new-sku') queryClient.setQueryData<StaffProduct>(catalogKeys.product(productId), answer as StaffProduct);
    },
    onSettled: (_answer, _error, write) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.product(productId) }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'catalog', 'list'] }),
        'skuId' in write ? queryClient.invalidateQueries({ queryKey: catalogKeys.stockHistory(write.skuId) }) : null,
        queryClient.invalidateQueries({ queryKey: ['staff', 'dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'audit-log'] }),
      ]),
  });
}

/** A new product: kept as the product's page will ask for it, and the lists asked again. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: NewProduct) => createStaffProduct(product),
    meta: ownMessages,
    onSuccess: (product) => queryClient.setQueryData<StaffProduct>(catalogKeys.product(product.id), product),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['staff', 'catalog', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'audit-log'] }),
      ]),
  });
}
