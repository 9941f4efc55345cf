import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema, pagedEnvelopeSchema } from '@pawsook/shared/api/envelope-schema';
import { orderNoParams, orderStatusSchema, reOrderBody, reOrderItemBody, reOrderResultSchema } from '@pawsook/shared/schemas/orders';
import {
  oldOrderDetailSchema,
  oldOrderListItemSchema,
  oldOrderListQuery,
  orderDetailSchema,
  orderIdPathParams,
  orderListItemSchema,
  orderListQuery,
  orderStatusNamedSchema,
  orderTrackingSchema,
} from '@pawsook/shared/schemas/order-history';
import { requireMember } from '../auth/auth.hook';
import type { AuthService } from '../auth/auth.service';
import type { OrderHistoryService } from './order-history.service';
import type { OrdersService } from './orders.service';

export function ordersRoutes(ordersService: OrdersService, history: OrderHistoryService, auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireMember(auth));
    const orderDocs = { tags: ['orders'], security: [{ bearer: [] }] };

    app.get(
      '/api/v1/orders/get-order',
      {
        schema: {
          ...orderDocs,
          summary:
            "The member's orders: a tab (1 waiting, 2 processing, 3 done, 4 failed; none: all) or statusIds, part of an order number, newest or oldest first",
          querystring: orderListQuery,
          response: { 200: pagedEnvelopeSchema(z.array(orderListItemSchema)) },
        },
      },
      async (request) => {
        const { items, total } = await history.list(request.memberId, request.query, request.lang);
        return okEnvelope(items, total);
      },
    );

    app.get(
      '/api/v1/orders/old/get-order',
      {
        schema: {
          ...orderDocs,
          summary: "The member's orders from the shop's previous system (tab 5), newest or oldest first",
          querystring: oldOrderListQuery,
          response: { 200: pagedEnvelopeSchema(z.array(oldOrderListItemSchema)) },
        },
      },
      async (request) => {
        const { items, total } = await history.oldList(request.memberId, request.query);
        return okEnvelope(items, total);
      },
    );

    app.get(
      '/api/v1/orders/web/get-order-status/:id',
      {
        schema: {
          ...orderDocs,
          summary: "An order's status with its names (404 for another member's order)",
          params: orderIdPathParams,
          response: { 200: envelopeSchema(orderStatusNamedSchema) },
        },
      },
      async (request) => okEnvelope(await history.status(request.memberId, request.params.id, request.lang)),
    );

    app.get(
      '/api/v1/orders/web/old/:id',
      {
        schema: {
          ...orderDocs,
          summary: 'An order from the previous system, as it was exported',
          params: orderIdPathParams,
          response: { 200: envelopeSchema(oldOrderDetailSchema) },
        },
      },
      async (request) => okEnvelope(await history.oldDetail(request.memberId, request.params.id)),
    );

    app.get(
      '/api/v1/orders/web/:id',
      {
        schema: {
          ...orderDocs,
          summary: 'One order: dates, payment, addresses and lines as they were ordered, promotions, totals, coins, review and tracking state',
          params: orderIdPathParams,
          response: { 200: envelopeSchema(orderDetailSchema) },
        },
      },
      async (request) => okEnvelope(await history.detail(request.memberId, request.params.id, request.lang)),
    );

    app.get(
      '/api/v1/orders/web/:id/tracking',
      {
        schema: {
          ...orderDocs,
          summary: "An order's way to the door: every status change with its time, the carrier and parcel number, the expected day",
          params: orderIdPathParams,
          response: { 200: envelopeSchema(orderTrackingSchema) },
        },
      },
      async (request) => okEnvelope(await history.tracking(request.memberId, request.params.id, request.lang)),
    );

    app.get(
      '/api/v1/orders/:orderNo/status',
      {
        schema: {
          ...orderDocs,
          summary: "An order's status (404 for another member's order)",
          params: orderNoParams,
          response: { 200: envelopeSchema(orderStatusSchema) },
        },
      },
      async (request) => okEnvelope(await ordersService.statusOf(request.memberId, request.params.orderNo)),
    );

    app.post(
      '/api/v1/orders/re-order',
      {
        schema: {
          ...orderDocs,
          summary: "Put an order's lines back in the cart at today's prices; what cannot be bought now is listed",
          body: reOrderBody,
          response: { 200: envelopeSchema(reOrderResultSchema) },
        },
      },
      async (request) => okEnvelope(await ordersService.reorder(request.memberId, request.body.orderId, request.lang)),
    );

    app.post(
      '/api/v1/orders/re-order-item',
      {
        schema: {
          ...orderDocs,
          summary: 'Put one line of an order back in the cart',
          body: reOrderItemBody,
          response: { 200: envelopeSchema(reOrderResultSchema) },
        },
      },
      async (request) => okEnvelope(await ordersService.reorderItem(request.memberId, request.body.orderId, request.body.skuCode, request.lang)),
    );
  };
}
