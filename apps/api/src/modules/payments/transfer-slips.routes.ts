import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTO_MAX_MB } from '@pawsook/shared/reviews/review-limits';
import { orderNoParams } from '@pawsook/shared/schemas/orders';
import { memberTransferSlipSchema, staffSlipRejectBody, staffTransferSlipSchema, TRANSFER_SLIPS_PER_UPLOAD } from '@pawsook/shared/schemas/transfer-account';
import { idParam } from '@pawsook/shared/validation/ids';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/app-error';
import { envelopeRoutes } from '../../http/envelope-routes';
import { requireMember } from '../auth/auth.hook';
import type { AuthService } from '../auth/auth.service';
import type { StaffAudit } from '../audit/audit.service';
import type { TransferSlips } from './transfer-slips.service';

const LIMITS = { fileSize: REVIEW_PHOTO_MAX_BYTES, files: TRANSFER_SLIPS_PER_UPLOAD, fields: 5, parts: 10, headerPairs: 200 };
const SLIP_FIELDS = new Set(['slips', 'slips[]']);

function multipartRefusal(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, 'review.photoTooLarge', { field: 'slips', params: { max: REVIEW_PHOTO_MAX_MB } });
  if (code === 'FST_FILES_LIMIT') return new AppError(400, 'transfer.slipsPerUpload', { field: 'slips', params: { max: TRANSFER_SLIPS_PER_UPLOAD } });
  return new AppError(400, 'error.badRequest');
}

/** The slips of a multipart form (field `slips`), read whole; a refusal drains the rest of the request. */
async function readSlips(request: FastifyRequest): Promise<Buffer[]> {
  if (!request.isMultipart()) throw new AppError(415, 'error.unsupportedMediaType');
  const slips: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file' && SLIP_FIELDS.has(part.fieldname)) slips.push(await part.toBuffer());
      else if (part.type === 'file') part.file.resume();
    }
  } catch (error) {
    request.raw.resume();
    throw multipartRefusal(error);
  }
  if (slips.length === 0) throw new AppError(400, 'transfer.slipsRequired', { field: 'slips' });
  return slips;
}

/** A slip's picture: private (a slip shows a name and an account), never kept by a shared cache. */
async function sendSlipImage(reply: FastifyReply, bytes: Buffer | null) {
  if (bytes === null) throw notFound();
  return reply.type('image/webp').header('cache-control', 'private, max-age=3600').header('x-content-type-options', 'nosniff').send(bytes);
}

const slipParams = orderNoParams.extend({ slipId: idParam });

/** The member sends transfer slips for their own waiting transfer order and sees them again. */
export function transferSlipsRoutes(slips: TransferSlips, auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireMember(auth));
    await app.register(fastifyMultipart);
    const member = { tags: ['orders'], security: [{ bearer: [] }] };
    const route = envelopeRoutes(app, { docs: member });

    route.post(
      '/api/v1/orders/:orderNo/transfer-slips',
      {
        summary:
          `Send pictures of the transfer slip for the member's own waiting bank-transfer order (multipart/form-data: 1–${TRANSFER_SLIPS_PER_UPLOAD} files in \`slips\`, .png/.jpg/.jpeg up to ${REVIEW_PHOTO_MAX_MB} MB). ` +
          'Taken for their bytes and stored re-encoded; the QR on the slip is read for the transfer’s reference; the order then waits for staff instead of expiring. ' +
          "Answers the order's slips. 404 for another member's order; 400 for an order of another channel or that no longer waits, or more than six slips on one order",
        consumes: ['multipart/form-data'],
        params: orderNoParams,
        result: z.array(memberTransferSlipSchema),
        preValidation: async (request) => {
          (request as FastifyRequest & { slips?: Buffer[] }).slips = await readSlips(request);
        },
      },
      (request) => slips.send(request.memberId, request.params.orderNo, (request as FastifyRequest & { slips?: Buffer[] }).slips ?? []),
    );

    // by hand: a picture, not the envelope
    app.get(
      '/api/v1/orders/:orderNo/transfer-slips/:slipId/image',
      { schema: { ...member, summary: "A slip's picture (WebP), the member's own only", params: slipParams } },
      async (request, reply) => sendSlipImage(reply, await slips.image(request.params.orderNo, request.params.slipId, request.memberId)),
    );
  };
}

/** Staff see an order's slips with the references read, and reject one with a reason the member is mailed. */
export function staffTransferSlipsRoutes(slips: TransferSlips, audit: StaffAudit, db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const base = { tags: ['staff'], security: [{ bearer: [] }] };
    const route = envelopeRoutes(app, { docs: base });

    route.get(
      '/api/v1/staff/orders/:orderNo/transfer-slips',
      {
        config: { permission: 'orders.read' },
        summary: "An order's transfer slips: status, the reference read from each slip's QR, and the other orders that sent the same reference",
        params: orderNoParams,
        result: z.array(staffTransferSlipSchema),
      },
      (request) => slips.staffSlips(request.params.orderNo),
    );

    // by hand: a picture, not the envelope
    app.get(
      '/api/v1/staff/orders/:orderNo/transfer-slips/:slipId/image',
      { config: { permission: 'orders.read' }, schema: { ...base, summary: "A slip's picture (WebP)", params: slipParams } },
      async (request, reply) => sendSlipImage(reply, await slips.image(request.params.orderNo, request.params.slipId, null)),
    );

    route.post(
      '/api/v1/staff/orders/:orderNo/transfer-slips/:slipId/reject',
      {
        config: { permission: 'orders.payment' },
        summary:
          'Reject a waiting slip with the reason the member reads (mailed in the order’s language). With no other slip waiting, the order expires again as usual, not sooner than a day from now. 409 for a slip already checked',
        params: slipParams,
        body: staffSlipRejectBody,
        result: z.array(staffTransferSlipSchema),
      },
      async (request) => {
        const { orderNo, slipId } = request.params;
        const by = request.staff.staffId === null ? 'staff-token' : `staff:${request.staff.staffId}`;
        const after = await slips.reject(orderNo, slipId, request.body.reason, by);
        await audit.record(db, request.staff, {
          action: 'orders.payment:slip-rejected',
          target: `order ${orderNo}`,
          before: { slipId, status: 'waiting' },
          after: { slipId, status: 'rejected', reason: request.body.reason },
        });
        return after;
      },
    );
  };
}
