import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderIdPathParams } from '@pawsook/shared/schemas/order-history';
import { orderTaxDocumentsSchema, staffTaxDocumentMonthSchema, staffTaxDocumentPathParams, taxDocumentMonthQuery } from '@pawsook/shared/schemas/tax-documents';
import { envelopeRoutes } from '../../http/envelope-routes';
import { pdfAnswer, sendPdf } from './tax-document-pdf-reply';
import { taxDocumentsCsv } from './tax-documents-csv';
import type { TaxDocumentsService } from './tax-documents.service';

/** Tax invoices and credit notes in the back office: an order's, one as its PDF, a month's list and its CSV. */
export function staffTaxDocumentsRoutes(documents: TaxDocumentsService): FastifyPluginAsyncZod {
  return async (app) => {
    const docs = { tags: ['staff'], security: [{ bearer: [] }] };
    const config = { permission: 'orders.read' as const };
    const route = envelopeRoutes(app, { docs, config });

    route.get(
      '/api/v1/staff/orders/:id/tax-documents',
      { summary: "An order's tax invoice and credit notes (by the order's id)", params: orderIdPathParams, result: orderTaxDocumentsSchema },
      (request) => documents.forStaff(request.params.id),
    );

    route.get(
      '/api/v1/staff/tax-documents',
      {
        summary: "A month's tax invoices and credit notes (Bangkok days of issue), in order; and how many invoices wait because the seller details are not set",
        querystring: taxDocumentMonthQuery,
        result: staffTaxDocumentMonthSchema,
      },
      (request) => documents.month(request.query.month),
    );

    // by hand: a CSV file and a PDF, not the envelope
    app.get(
      '/api/v1/staff/tax-documents/csv',
      {
        config,
        schema: {
          ...docs,
          summary: "A month's tax invoices and credit notes as CSV for the accountant (UTF-8 with a byte-order mark; credit notes' amounts negative)",
          querystring: taxDocumentMonthQuery,
          produces: ['text/csv'],
          response: { 200: { content: { 'text/csv': { schema: z.string() } } } },
        },
      },
      async (request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="pawsook-tax-documents-${request.query.month}.csv"`)
          .send(taxDocumentsCsv(await documents.documentsOfMonth(request.query.month))),
    );

    app.get(
      '/api/v1/staff/tax-documents/:number/pdf',
      {
        config,
        schema: {
          ...docs,
          summary: 'A tax invoice or credit note as its PDF, the same bytes the member gets',
          params: staffTaxDocumentPathParams,
          ...pdfAnswer,
        },
      },
      async (request, reply) => sendPdf(reply, await documents.staffPdf(request.params.number)),
    );
  };
}
