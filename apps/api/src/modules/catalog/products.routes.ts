import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema, pagedEnvelopeSchema } from '@pawsook/shared/api/envelope-schema';
import {
  donationPlaceSchema,
  productDetailSchema,
  productIdParams,
  productListItemSchema,
  productListQuery,
} from '@pawsook/shared/schemas/products';
import { sendJsonText } from '../../http/send-json-text';
import type { DonationsService } from '../donations/donations.service';
import type { ProductsService } from './products.service';

export function productsRoutes(products: ProductsService, donations: DonationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/products',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Products: filter, search, sort and page',
          description:
            'category and brand take an id or a slug. keyword matches Thai and English names, brand and category ' +
            '(substring; name matches rank first when no sort is given). Prices are baht on the price paid now.',
          querystring: productListQuery,
          response: { 200: pagedEnvelopeSchema(z.array(productListItemSchema)) },
        },
      },
      // Sent as the cached JSON text: the schema above documents it, the cache already holds it serialised.
      async (request, reply) => sendJsonText(reply, await products.listProductsJson(request.query)),
    );

    app.get(
      '/api/v1/products/:productId',
      {
        schema: {
          tags: ['catalog'],
          summary: 'A product with its SKUs, stock state, review summary and (donation products) donation places',
          params: productIdParams,
          response: { 200: envelopeSchema(productDetailSchema) },
        },
      },
      async (request, reply) => sendJsonText(reply, await products.productJson(request.params.productId, request.lang)),
    );

    app.get(
      '/api/v1/donation-places',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Active donation places (shelters and foundations), region names in the request language',
          response: { 200: envelopeSchema(z.array(donationPlaceSchema)) },
        },
      },
      async (request) => okEnvelope(await donations.listActivePlaces(request.lang)),
    );
  };
}
