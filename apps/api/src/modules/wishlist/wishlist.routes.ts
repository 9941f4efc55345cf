import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productIdParams, productListItemSchema } from '@pawsook/shared/schemas/products';
import { envelopeRoutes } from '../../http/envelope-routes';
import { requireMember } from '../auth/auth.hook';
import type { AuthService } from '../auth/auth.service';
import type { WishlistService } from './wishlist.service';

export function wishlistRoutes(wishlist: WishlistService, auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireMember(auth));
    const route = envelopeRoutes(app, { docs: { tags: ['wishlist'], security: [{ bearer: [] }] } });

    route.getPage('/api/v1/wishlist', { summary: "The member's wishlist, newest first", result: z.array(productListItemSchema) }, async (request) => {
      const items = await wishlist.list(request.memberId);
      return { items, total: items.length };
    });

    route.post('/api/v1/wishlist', { summary: 'Save a product (idempotent)', body: productIdParams, result: z.null() }, async (request) => {
      await wishlist.add(request.memberId, request.body.productId);
      return null;
    });

    route.delete('/api/v1/wishlist/:productId', { summary: 'Remove a saved product', params: productIdParams, result: z.null() }, async (request) => {
      await wishlist.remove(request.memberId, request.params.productId);
      return null;
    });
  };
}
