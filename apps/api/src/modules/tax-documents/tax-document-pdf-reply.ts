import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** How a PDF route stands in the API document. */
export const pdfAnswer = { produces: ['application/pdf'], response: { 200: { content: { 'application/pdf': { schema: z.string() } } } } };

/** Sends a tax document as a file to keep: its number names it; a member's own papers, so no shared cache keeps it. */
export function sendPdf(reply: FastifyReply, document: { number: string; pdf: Uint8Array }): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${document.number}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(document.pdf));
}
