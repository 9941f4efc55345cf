import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { envelopeRoutes } from '../../http/envelope-routes';
import { requireMember } from '../auth/auth.hook';
import type { AuthService } from '../auth/auth.service';
import type { OrderHistoryService } from './order-history.service';
import type { OrdersService } from './orders.service';

export function ordersRoutes(ordersService: OrdersService, history: OrderHistoryService, auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireMember(auth));
    const route = envelopeRoutes(app, { docs: { tags: ['orders'], security: [{ bearer: [] }] } });

    route.getPage(
      '/api/v1/orders/get-order',
      {
        summary:
          "The member's orders: a tab (1 waiting, 2 processing, 3 done, 4 failed; none: all) or statusIds, part of an order number, newest or oldest first",
        querystring: orderListQuery,
        result: z.array(orderListItemSchema),
      },
      (request) => history.list(request.memberId, request.query, request.lang),
    );

    route.getPage(
      '/api/v1/orders/old/get-order',
      {
        summary: "The member's orders from the shop's previous system (tab 5), newest or oldest first",
        querystring: oldOrderListQuery,
        result: z.array(oldOrderListItemSchema),
      },
      (request) => history.oldList(request.memberId, request.query),
    );

    route.get(
      '/api/v1/orders/web/get-order-status/:id',
      { summary: "An order's status with its names (404 for another member's order)", params: orderIdPathParams, result: orderStatusNamedSchema },
      (request) => history.status(request.memberId, request.params.id, request.lang),
    );

    route.get(
      '/api/v1/orders/web/old/:id',
      { summary: 'An order from the previous system, as it was exported', params: orderIdPathParams, result: oldOrderDetailSchema },
      (request) => history.oldDetail(request.memberId, request.params.id),
    );

    route.get(
      '/api/v1/orders/web/:id',
      {
        summary: 'One order: dates, payment, addresses and lines as they were ordered, promotions, totals, coins, review and tracking state',
        params: orderIdPathParams,
        result: orderDetailSchema,
      },
      (request) => history.detail(request.memberId, request.params.id, request.lang),
    );

    route.get(
      '/api/v1/orders/web/:id/tracking',
      {
        summary: "An order's way to the door: every status change with its time, the carrier and parcel number, the expected day",
        params: orderIdPathParams,
        result: orderTrackingSchema,
      },
      (request) => history.tracking(request.memberId, request.params.id, request.lang),
    );

    route.get(
      '/api/v1/orders/:orderNo/status',
      { summary: "An order's status (404 for another member's order)", params: orderNoParams, result: orderStatusSchema },
      (request) => ordersService.statusOf(request.memberId, request.params.orderNo),
    );

    route.post(
      '/api/v1/orders/re-order',
      {
        summary: "Put an order's lines back in the cart at today's prices; what cannot be bought now is listed",
        body: reOrderBody,
        result: reOrderResultSchema,
      },
      (request) => ordersService.reorder(request.memberId, request.body.orderId, request.lang),
    );

    route.post(
      '/api/v1/orders/re-order-item',
      { summary: 'Put one line of an order back in the cart', body: reOrderItemBody, result: reOrderResultSchema },
      (request) => ordersService.reorderItem(request.memberId, request.body.orderId, request.body.skuCode, request.lang),
    );
  };
}
