import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderIdPathParams } from '@pawsook/shared/schemas/order-history';
import { memberTaxDocumentsSchema, taxDocumentPathParams, taxDocumentSummarySchema, taxInvoiceRequestBody } from '@pawsook/shared/schemas/tax-documents';
import { envelopeRoutes } from '../../http/envelope-routes';
import { requireMember } from '../auth/auth.hook';
import type { AuthService } from '../auth/auth.service';
import type { TaxDocumentsService } from './tax-documents.service';
import { sendPdf, pdfAnswer } from './tax-document-pdf-reply';

/** A member's tax invoice and credit notes of an order (another member's order is 404). */
export function taxDocumentsRoutes(documents: TaxDocumentsService, auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireMember(auth));
    const docs = { tags: ['orders'], security: [{ bearer: [] }] };
    const route = envelopeRoutes(app, { docs });

    route.get(
      '/api/v1/orders/web/:id/tax-documents',
      {
        summary:
          "An order's tax invoice and credit notes, and whether an invoice may still be asked for (within the calendar month it was paid in) or why not, and whether the request must name a tax-invoice address",
        params: orderIdPathParams,
        result: memberTaxDocumentsSchema,
      },
      (request) => documents.forMember(request.memberId, request.params.id),
    );

    route.sent.post(
      '/api/v1/orders/web/:id/tax-invoice',
      {
        summary:
          'Ask for a full tax invoice of a paid order: 201 with the invoice issued (its PDF also mailed), 200 with the one it already has; 409 when it may not be issued (the message says why)',
        params: orderIdPathParams,
        body: taxInvoiceRequestBody,
        result: taxDocumentSummarySchema,
        otherAnswers: { 201: z.object({ responseCode: z.literal('201'), errorMessage: z.null(), result: taxDocumentSummarySchema }) },
      },
      async (request, reply) => {
        const { summary, created } = await documents.request(request.memberId, request.params.id, request.body.receiptAddressId);
        const status = created ? 201 : 200;
        return reply.code(status).send({ responseCode: String(status), errorMessage: null, result: summary });
      },
    );

    // by hand: the PDF's bytes, not the envelope
    app.get(
      '/api/v1/orders/web/:id/tax-documents/:number/pdf',
      {
        schema: {
          ...docs,
          summary: 'A tax invoice or credit note of the order as its PDF (A4, Thai and English), the same bytes every time',
          params: taxDocumentPathParams,
          ...pdfAnswer,
        },
      },
      async (request, reply) => sendPdf(reply, await documents.memberPdf(request.memberId, request.params.id, request.params.number)),
    );
  };
}
