import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyPromoCodeBody,
  coinDetailBody,
  coinDetailSchema,
  coinDiscountResultSchema,
  placedOrderSchema,
  placeOrderBody,
  promoCancelResultSchema,
  promoCodeResultSchema,
  useCoinDiscountBody,
} from '@pawsook/shared/schemas/orders';
import { envelopeRoutes } from '../../http/envelope-routes';
import { requireMember } from '../auth/auth.hook';
import type { AuthService } from '../auth/auth.service';
import type { CheckoutDiscountsService } from './checkout-discounts.service';
import type { CheckoutService } from './checkout.service';

/**
 * Placing an order's 400 (cart spec §7/§8): "a list of key/value items: first is the message,
 * second the result" — the checkout step the shopper's OK goes back to (1 the cart, 2 the details).
 */
const orderRefusalEnvelope = z.object({
  responseCode: z.literal('400'),
  errorMessage: z.tuple([z.object({ message: z.string() }), z.object({ result: z.string() })]),
  result: z.null(),
});

/** A client's Idempotency-Key: a short plain token (a UUID), or none. */
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9._:-]{8,100}$/, 'validation.invalid')
    .optional(),
});

export function checkoutRoutes(checkout: CheckoutService, discounts: CheckoutDiscountsService, auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireMember(auth));
    const orders = envelopeRoutes(app, { docs: { tags: ['orders'], security: [{ bearer: [] }] } });
    const route = envelopeRoutes(app, { docs: { tags: ['checkout'], security: [{ bearer: [] }] } });

    route.post(
      '/api/v1/promo-code/apply-promo-code',
      {
        summary: 'Apply a promo code to the general products (cancels a coin discount); 400 with the reason under promoCode',
        body: applyPromoCodeBody,
        result: promoCodeResultSchema,
      },
      (request) => discounts.applyPromoCode(request.memberId, request.body),
    );

    route.get('/api/v1/promo-code/cancel-promo-code', { summary: 'Take the applied promo code off', result: promoCancelResultSchema }, (request) =>
      discounts.cancelPromoCode(request.memberId),
    );

    route.post(
      '/api/v1/coin/detail-use-coin',
      {
        summary: 'The coin-discount modal: balance, coins per baht and the amounts that fit the order after the other discounts',
        body: coinDetailBody,
        result: coinDetailSchema,
      },
      (request) => discounts.coinDetail(request.memberId),
    );

    route.post(
      '/api/v1/coin-history/use-coin-discount',
      {
        summary: 'Use coins as a discount (an amount from the list); the coins are taken when the order is placed',
        body: useCoinDiscountBody,
        result: coinDiscountResultSchema,
      },
      (request) => discounts.useCoinDiscount(request.memberId, request.body.coin),
    );

    route.get('/api/v1/coin-history/cancel-use-coin-discount', { summary: 'Take the coin discount off', result: coinDiscountResultSchema }, (request) =>
      discounts.cancelCoinDiscount(request.memberId),
    );

    orders.post(
      '/api/v1/orders',
      {
        // every 400 is the spec's list, the result the step to go back to: 2 unless the refusal says 1
        config: { refusalResult: 2 },
        summary: 'Place the order of one cart group; a 400 is [{message}, {result}]: the message, then the checkout step to go back to',
        description:
          'The server prices everything again and refuses figures that differ. Send an Idempotency-Key header (a UUID per checkout attempt): ' +
          'the same key answers the same order; the same key with another body is a 409. Every 400 (a refusal, a body that is not valid) ' +
          'is errorMessage [{"message": text}, {"result": "1" or "2"}]: show the message, then go to /cart/checkout?step={result}.',
        headers: idempotencyHeaders,
        body: placeOrderBody,
        result: placedOrderSchema,
        otherAnswers: { 400: orderRefusalEnvelope },
      },
      (request) => checkout.placeOrder(request.memberId, request.body, request.headers['idempotency-key'] ?? null, request.lang),
    );
  };
}
