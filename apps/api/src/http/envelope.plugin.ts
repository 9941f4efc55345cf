import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorEnvelope } from '@pawsook/shared/api/envelope';
import { parseLang, translate, type Lang, type MessageKey } from '@pawsook/shared/i18n/translate';
import { issuesToFieldErrors } from '@pawsook/shared/validation/zod-messages';
import { isDataException } from '../db/errors';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shopper's language from the `lang` header: th by default, en on request. */
    lang: Lang;
  }
  interface FastifyContextConfig {
    /**
     * This route answers every 400 as a list of key/value items, the message first, then the
     * result (cart spec §7 "POST /api/v1/orders"): `[{message}, {result}]`. The result is the
     * refusal's own (AppError `result`) or, when it names none, this one.
     */
    refusalResult?: number;
  }
}

type ErrorMessage = Parameters<typeof errorEnvelope>[1];

/** The first message of an answer, a field's as "field: message" (a list keeps the outer key). */
function firstMessage(message: ErrorMessage): string {
  if (typeof message === 'string') return message;
  const [field, text] = Object.entries(message[0] ?? {})[0] ?? ['', ''];
  return field ? `${field}: ${text}` : text;
}

/** `[{message}, {result}]`: cart spec §7/§8's 400 of placing an order, whatever refused it. */
export function messageThenResult(message: ErrorMessage, result: string | number): [{ message: string }, { result: string }] {
  return [{ message: firstMessage(message) }, { result: String(result) }];
}

/** Fastify's own client errors, by code, and what the shopper is told. */
const frameworkErrors: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'error.malformedJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'error.malformedJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'error.bodyTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'error.unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'error.badRequest' },
};

function sendError(reply: FastifyReply, status: number, message: ErrorMessage, refusal?: unknown) {
  const listed = status === 400 ? reply.routeOptions.config.refusalResult : undefined;
  if (listed !== undefined) {
    const result = typeof refusal === 'number' || typeof refusal === 'string' ? refusal : listed;
    return reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send(errorEnvelope(status, messageThenResult(message, result)));
  }
  return reply.code(status).type('application/json; charset=utf-8').send(errorEnvelope(status, message));
}

/**
 * Every answer is the envelope of ARCHITECTURE.md §3, errors included: validation errors become
 * a 400 field list in the request's language, client mistakes a 4xx, anything else a 500 whose
 * details stay in the log.
 */
export const envelopePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('lang', 'th');
    app.addHook('onRequest', (request, _reply, done) => {
      request.lang = parseLang(request.headers.lang);
      done();
    });

    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const lang = request.lang;
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((v) => ({
          ...(v.params as object),
          code: v.keyword,
          message: v.message ?? '',
          path: v.instancePath.split('/').filter(Boolean),
        }));
        return sendError(reply, 400, issuesToFieldErrors(issues, lang));
      }
      if (error instanceof AppError) {
        const message = translate(lang, error.messageKey, error.options.params);
        if (error.status === 400 && reply.routeOptions.config.refusalResult !== undefined) {
          return sendError(reply, 400, error.options.field ? [{ [error.options.field]: message }] : message, error.options.result);
        }
        return reply
          .code(error.status)
          .type('application/json; charset=utf-8')
          .send({
            ...errorEnvelope(error.status, error.options.field ? [{ [error.options.field]: message }] : message),
            result: error.options.result ?? null,
          });
      }
      if (error.statusCode === 429) return sendError(reply, 429, translate(lang, 'error.tooManyRequests'));
      const known = error.code ? frameworkErrors[error.code] : undefined;
      if (known) return sendError(reply, known.status, translate(lang, known.key));
      if (error.validation) return sendError(reply, 400, translate(lang, 'error.badRequest'));
      if (isDataException(error)) {
        // a value the schemas should have refused reached the database: a gap to close, but the
        // client's fault, and nothing was changed (the statement failed)
        request.log.warn({ err: error }, 'database refused a value');
        return sendError(reply, 400, translate(lang, 'error.badRequest'));
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return sendError(reply, error.statusCode, translate(lang, 'error.badRequest'));
      }
      request.log.error({ err: error }, 'unexpected error');
      return sendError(reply, 500, translate(lang, 'error.system'));
    });
  },
  { name: 'envelope' },
);

/** Unknown API paths answer with a 404 envelope. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, 404, translate(request.lang, 'error.routeNotFound'));
}
