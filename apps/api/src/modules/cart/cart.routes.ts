import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addToCartBody,
  cartAnswerSchema,
  cartSkuParams,
  donationIdParams,
  mergeCartBody,
  removeCartLineBody,
  updateCartLineBody,
} from '@pawsook/shared/schemas/cart';
import { rewardSkuParams } from '@pawsook/shared/schemas/coins';
import { envelopeRoutes } from '../../http/envelope-routes';
import { sendResultJson } from '../../http/send-json';
import { requireMember } from '../auth/auth.hook';
import type { AuthService } from '../auth/auth.service';
import type { CartService } from './cart.service';

/**
 * Every change answers with the whole cart, so the page shows the server's numbers at once. The
 * busiest calls of the shop: answers are sent as JSON text (sendResultJson), checked against their
 * schema by the tests rather than on every call.
 */
export function cartRoutes(cart: CartService, auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireMember(auth));
    /** The member's whole cart as the answer (see above) */
    const sendCart = async (request: FastifyRequest, reply: FastifyReply) => sendResultJson(reply, await cart.cartJson(request.memberId, request.lang));
    /** A change of the cart, answered with the whole cart */
    const changeThenSend =
      <R extends FastifyRequest>(change: (request: R) => Promise<unknown>) =>
      async (request: R, reply: FastifyReply) => {
        await change(request);
        return sendCart(request, reply);
      };
    const route = envelopeRoutes(app, { docs: { tags: ['cart'], security: [{ bearer: [] }] } });

    route.sent.get(
      '/api/v1/carts',
      { summary: 'The cart: general and donation groups priced by the server, coins and rewards', result: cartAnswerSchema },
      sendCart,
    );

    route.sent.post(
      '/api/v1/carts',
      { summary: 'Add a SKU (1 normal, 2 donated with donationId)', body: addToCartBody, result: cartAnswerSchema },
      changeThenSend((request) => cart.add(request.memberId, request.body)),
    );

    route.sent.post(
      '/api/v1/carts/merge',
      { summary: "Add the browser cart's lines after sign-in (trimmed to stock)", body: mergeCartBody, result: cartAnswerSchema },
      changeThenSend((request) => cart.merge(request.memberId, request.body.lines)),
    );

    route.sent.get(
      '/api/v1/product-sku/exchange-coin-reward/:skuId',
      {
        summary: 'Exchange coins for a reward: spends the coins and adds it as a free line (400 when coins are short or it is sold out)',
        params: rewardSkuParams,
        result: cartAnswerSchema,
      },
      changeThenSend((request) => cart.exchangeReward(request.memberId, request.params.skuId)),
    );

    route.sent.post(
      '/api/v1/carts/rewards/:skuId/return',
      {
        summary: 'Return one unit of a reward line for the coins it was exchanged for (404 when no such reward is in the cart)',
        params: rewardSkuParams,
        result: cartAnswerSchema,
      },
      changeThenSend((request) => cart.returnReward(request.memberId, request.params.skuId)),
    );

    route.sent.patch(
      '/api/v1/carts/:skuId',
      { summary: "Set a line's quantity (1 to stock)", params: cartSkuParams, body: updateCartLineBody, result: cartAnswerSchema },
      changeThenSend((request) => cart.update(request.memberId, request.params.skuId, request.body)),
    );

    route.sent.delete(
      '/api/v1/carts/donation/:donationId',
      { summary: 'Remove every line bought for a donation place', params: donationIdParams, result: cartAnswerSchema },
      changeThenSend((request) => cart.removeDonationGroup(request.memberId, request.params.donationId)),
    );

    route.sent.delete(
      '/api/v1/carts/:skuId',
      { summary: 'Remove a line', params: cartSkuParams, body: removeCartLineBody, result: cartAnswerSchema },
      changeThenSend((request) => cart.remove(request.memberId, request.params.skuId, request.body)),
    );
  };
}
