import type { FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, pagedEnvelopeSchema } from '@pawsook/shared/api/envelope-schema';
import { donationPlaceSchema, productDetailSchema, productIdParams, productListItemSchema, productListQuery } from '@pawsook/shared/schemas/products';
import { sendEncoded } from '../../http/encoded-answer';
import { envelopeRoutes } from '../../http/envelope-routes';
import type { DonationsService } from '../donations/donations.service';
import type { ProductsService } from './products.service';

/**
 * Cached answers are found by the request exactly as it came (path and query string, and the
 * language for product answers): an answer is only stored after that same request passed
 * validation, so a repeat is answered before validation and the handler run again. It runs as the
 * first preParsing hook, after every onRequest hook (rate limit, security headers, language); the
 * request id is still added on send.
 */
const listKey = (request: FastifyRequest) => `list ${request.url}`;
const productKey = (request: FastifyRequest) => `product ${request.lang} ${request.url}`;

function answerFromCache(products: ProductsService, key: (request: FastifyRequest) => string) {
  return (request: FastifyRequest, reply: FastifyReply, payload: RequestPayload, done: (error: null, payload: RequestPayload) => void): void => {
    const hit = products.cachedAnswer(key(request));
    // answered: the chain stops here (a callback hook that does not call done)
    if (hit) sendEncoded(request, reply, hit);
    else done(null, payload);
  };
}

export function productsRoutes(products: ProductsService, donations: DonationsService): FastifyPluginAsyncZod {
  return async (app) => {
    // by hand, as the product detail below: answered from the cache in a preParsing hook, a page sent already encoded
    app.get(
      '/api/v1/products',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Products: filter, search, sort and page',
          description:
            'category and brand take an id or a slug. keyword: every word must be in the Thai or English name, brand or ' +
            'category; Thai is cut into words, words may be joined or split, and a word found nowhere may have one typo. ' +
            'Without a sort, what can be bought comes first, then the better match (name, then brand, then category), ' +
            'then special prices (decision 0043). Prices are baht on the price paid now.',
          querystring: productListQuery,
          response: { 200: pagedEnvelopeSchema(z.array(productListItemSchema)) },
        },
        preParsing: answerFromCache(products, listKey),
      },
      // Sent as cached: the schema above documents it, the cache already holds it serialised.
      async (request, reply) => sendEncoded(request, reply, await products.listProductsAnswer(request.query, Date.now(), listKey(request))),
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
        preParsing: answerFromCache(products, productKey),
      },
      async (request, reply) =>
        sendEncoded(request, reply, await products.productAnswer(request.params.productId, request.lang, Date.now(), productKey(request))),
    );

    envelopeRoutes(app, { docs: { tags: ['catalog'] } }).get(
      '/api/v1/donation-places',
      { summary: 'Active donation places (shelters and foundations), region names in the request language', result: z.array(donationPlaceSchema) },
      (request) => donations.listActivePlaces(request.lang),
    );
  };
}
