import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bangkokToday } from '@pawsook/shared/members/member-rules';
import { staffOrderStatusParams } from '@pawsook/shared/schemas/orders';
import { staffOrderDetailSchema, staffOrderNoteBody, staffOrdersQuery, staffOrdersSchema } from '@pawsook/shared/schemas/staff-orders';
import { envelopeRoutes } from '../../http/envelope-routes';
import type { StaffOrders } from './staff-orders.service';

/** The orders board's reads: registered by the app behind the staff access hook. */
export function staffOrdersRoutes(board: StaffOrders): FastifyPluginAsyncZod {
  return async (app) => {
    const base = { tags: ['staff'], security: [{ bearer: [] }] };
    const route = envelopeRoutes(app, { docs: base, config: { permission: 'orders.read' } });

    route.get(
      '/api/v1/staff/orders',
      {
        summary: 'Every member’s orders, newest first: by status, payment channel, member, part of an order number or e-mail, Bangkok days',
        querystring: staffOrdersQuery,
        result: staffOrdersSchema,
      },
      (request) => board.list(request.query),
    );

    // by hand: a CSV file, not the envelope

    app.get(
      '/api/v1/staff/orders/export.csv',
      {
        config: { permission: 'orders.read' },
        schema: {
          ...base,
          summary: 'The filtered orders (the board’s filters, at most 10,000) as CSV: UTF-8 with a byte-order mark, so spreadsheets read the Thai names',
          querystring: staffOrdersQuery.omit({ page: true, limit: true }),
          produces: ['text/csv'],
          response: { 200: { content: { 'text/csv': { schema: z.string() } } } },
        },
      },
      async (request, reply) => {
        const day = bangkokToday();
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="pawsook-orders-${day}.csv"`)
          .send(await board.csv(request.query));
      },
    );

    route.get(
      '/api/v1/staff/orders/:orderNo',
      {
        summary: 'One order as staff see it: the member’s view, payments, refunds, history, and the statuses staff may move it to now',
        params: staffOrderStatusParams,
        result: staffOrderDetailSchema,
      },
      (request) => board.detail(request.params.orderNo),
    );

    route.post(
      '/api/v1/staff/orders/:orderNo/notes',
      {
        summary: 'Add a note of the shop’s people to an order (never shown to the member); answers the order with its notes',
        params: staffOrderStatusParams,
        body: staffOrderNoteBody,
        result: staffOrderDetailSchema,
      },
      (request) => board.addNote(request.staff, request.params.orderNo, request.body.text),
    );
  };
}
