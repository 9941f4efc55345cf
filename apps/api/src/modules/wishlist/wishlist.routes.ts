import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema, pagedEnvelopeSchema } from '@pawsook/shared/api/envelope-schema';
import { productIdParams, productListItemSchema } from '@pawsook/shared/schemas/products';
import { requireMember } from '../auth/auth.hook';
import type { AuthService } from '../auth/auth.service';
import type { WishlistService } from './wishlist.service';

const member = { tags: ['wishlist'], security: [{ bearer: [] }] };

export function wishlistRoutes(wishlist: WishlistService, auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireMember(auth));

    app.get(
      '/api/v1/wishlist',
      { schema: { ...member, summary: "The member's wishlist, newest first", response: { 200: pagedEnvelopeSchema(z.array(productListItemSchema)) } } },
      async (request) => {
        const items = await wishlist.list(request.memberId);
        return okEnvelope(items, items.length);
      },
    );

    app.post(
      '/api/v1/wishlist',
      { schema: { ...member, summary: 'Save a product (idempotent)', body: productIdParams, response: { 200: envelopeSchema(z.null()) } } },
      async (request) => {
        await wishlist.add(request.memberId, request.body.productId);
        return okEnvelope(null);
      },
    );

    app.delete(
      '/api/v1/wishlist/:productId',
      { schema: { ...member, summary: 'Remove a saved product', params: productIdParams, response: { 200: envelopeSchema(z.null()) } } },
      async (request) => {
        await wishlist.remove(request.memberId, request.params.productId);
        return okEnvelope(null);
      },
    );
  };
}
