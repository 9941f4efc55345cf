import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  staffProductChangeBody,
  staffProductParams,
  staffProductSchema,
  staffProductsQuery,
  staffProductsSchema,
  staffSkuPriceBody,
  stockAdjustmentBody,
  stockHistorySchema,
} from '@pawsook/shared/schemas/staff-catalog';
import { skuIdParams } from '@pawsook/shared/schemas/staff';
import { envelopeRoutes } from '../../http/envelope-routes';
import type { StaffCatalog } from './staff-catalog.service';

/** The catalogue in the back office: registered inside the staff routes, behind their access hook. */
export function staffCatalogRoutes(catalog: StaffCatalog): FastifyPluginAsyncZod {
  return async (app) => {
    const docs = { tags: ['staff'], security: [{ bearer: [] }] };
    const read = envelopeRoutes(app, { docs, config: { permission: 'catalog.read' } });
    const write = envelopeRoutes(app, { docs, config: { permission: 'catalog.write' } });

    read.get(
      '/api/v1/staff/products',
      {
        summary: 'Products with their SKUs, last changed first: by part of a name or SKU code, category, brand, status',
        querystring: staffProductsQuery,
        result: staffProductsSchema,
      },
      (request) => catalog.list(request.query),
    );

    read.get(
      '/api/v1/staff/products/:id',
      { summary: 'One product with its SKUs, prices and stock', params: staffProductParams, result: staffProductSchema },
      (request) => catalog.detail(request.params.id),
    );

    write.patch(
      '/api/v1/staff/products/:id',
      {
        summary:
          "Change a product's Thai and English names and descriptions, brand, category, pet type, life stage, kind, lists (recommended, new, clearance), flash sale end, coins, on/off: every shopper sees it at once",
        params: staffProductParams,
        body: staffProductChangeBody,
        result: staffProductSchema,
      },
      (request) => catalog.changeProduct(request.staff, request.params.id, request.body),
    );

    write.patch(
      '/api/v1/staff/skus/:skuId/prices',
      {
        summary: "Change a SKU's option names, price, special price with its dates (below the price), and its coin price as a reward (null: not a reward)",
        params: skuIdParams,
        body: staffSkuPriceBody,
        result: staffProductSchema.shape.skus.element,
      },
      (request) => catalog.changeSkuPrices(request.staff, request.params.skuId, request.body),
    );

    write.post(
      '/api/v1/staff/skus/:skuId/stock-adjustments',
      {
        summary:
          'Units in (delivery, return) or out (damaged, lost, correction) with a reason: never below zero, exact beside orders taking units at the same moment',
        params: skuIdParams,
        body: stockAdjustmentBody,
        result: z.object({ skuId: z.number().int(), stock: z.number().int() }),
      },
      (request) => catalog.adjustStock(request.staff, request.params.skuId, request.body),
    );

    read.get(
      '/api/v1/staff/skus/:skuId/stock-adjustments',
      { summary: "A SKU's stock history, newest first (at most 200): adjustments and counts", params: skuIdParams, result: stockHistorySchema },
      (request) => catalog.stockHistory(request.params.skuId),
    );
  };
}
