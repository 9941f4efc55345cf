import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the same zod schemas that validate requests, at /api/docs. */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: 'Pawsook API',
          description:
            'The API of the Pawsook pet-supplies shop. Every answer is the envelope ' +
            '{responseCode, errorMessage, result, totalRecord?}; the HTTP status equals responseCode. ' +
            'Send `lang: th|en` to choose the language of names and messages (Thai by default).',
          version: '1.0.0',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        tags: [
          { name: 'reference', description: 'Thai provinces, districts and sub-districts' },
          { name: 'members', description: 'Sign-up, sign-in, passwords and profile' },
          { name: 'catalog', description: 'Categories, brands, products and donation places' },
          { name: 'addresses', description: 'Shipping and tax-invoice address books, and order addresses' },
          { name: 'cart', description: "The member's cart" },
          { name: 'coins', description: 'Coin balance, history and rewards' },
          { name: 'wishlist', description: "The member's saved products" },
          { name: 'reviews', description: "Reviews of delivered order lines, with photos; a product's reviews" },
          { name: 'content', description: 'Contact channels and social links' },
          { name: 'payments', description: 'Payment channels' },
          { name: 'system', description: 'Health' },
        ],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
