import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
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
import type { StaffCatalog } from './staff-catalog.service';

/** The catalogue in the back office: registered inside the staff routes, behind their access hook. */
export function staffCatalogRoutes(catalog: StaffCatalog): FastifyPluginAsyncZod {
  return async (app) => {
    const base = { tags: ['staff'], security: [{ bearer: [] }] };
    const write = { permission: 'catalog.write' as const };
    const read = { permission: 'catalog.read' as const };

    app.get(
      '/api/v1/staff/products',
      {
        config: read,
        schema: {
          ...base,
          summary: 'Products with their SKUs, last changed first: by part of a name or SKU code, category, brand, status',
          querystring: staffProductsQuery,
          response: { 200: envelopeSchema(staffProductsSchema) },
        },
      },
      async (request) => okEnvelope(await catalog.list(request.query)),
    );

    app.get(
      '/api/v1/staff/products/:id',
      {
        config: read,
        schema: {
          ...base,
          summary: 'One product with its SKUs, prices and stock',
          params: staffProductParams,
          response: { 200: envelopeSchema(staffProductSchema) },
        },
      },
      async (request) => okEnvelope(await catalog.detail(request.params.id)),
    );

    app.patch(
      '/api/v1/staff/products/:id',
      {
        config: write,
        schema: {
          ...base,
          summary:
            "Change a product's Thai and English names and descriptions, brand, category, pet type, life stage, kind, lists (recommended, new, clearance), flash sale end, coins, on/off: every shopper sees it at once",
          params: staffProductParams,
          body: staffProductChangeBody,
          response: { 200: envelopeSchema(staffProductSchema) },
        },
      },
      async (request) => okEnvelope(await catalog.changeProduct(request.staff, request.params.id, request.body)),
    );

    app.patch(
      '/api/v1/staff/skus/:skuId/prices',
      {
        config: write,
        schema: {
          ...base,
          summary: "Change a SKU's option names, price, special price with its dates (below the price), and its coin price as a reward (null: not a reward)",
          params: skuIdParams,
          body: staffSkuPriceBody,
          response: { 200: envelopeSchema(staffProductSchema.shape.skus.element) },
        },
      },
      async (request) => okEnvelope(await catalog.changeSkuPrices(request.staff, request.params.skuId, request.body)),
    );

    app.post(
      '/api/v1/staff/skus/:skuId/stock-adjustments',
      {
        config: write,
        schema: {
          ...base,
          summary:
            'Units in (delivery, return) or out (damaged, lost, correction) with a reason: never below zero, exact beside orders taking units at the same moment',
          params: skuIdParams,
          body: stockAdjustmentBody,
          response: { 200: envelopeSchema(z.object({ skuId: z.number().int(), stock: z.number().int() })) },
        },
      },
      async (request) => okEnvelope(await catalog.adjustStock(request.staff, request.params.skuId, request.body)),
    );

    app.get(
      '/api/v1/staff/skus/:skuId/stock-adjustments',
      {
        config: read,
        schema: {
          ...base,
          summary: "A SKU's stock history, newest first (at most 200): adjustments and counts",
          params: skuIdParams,
          response: { 200: envelopeSchema(stockHistorySchema) },
        },
      },
      async (request) => okEnvelope(await catalog.stockHistory(request.params.skuId)),
    );
  };
}
