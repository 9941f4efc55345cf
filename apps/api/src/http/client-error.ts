import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from '@pawsook/shared/api/envelope';
import { parseLang, translate } from '@pawsook/shared/i18n/translate';

/**
 * Answers requests Node's parser refuses before Fastify sees them (a URL or headers over 16 KB,
 * a malformed request line) in the envelope like every other answer, with `Connection: close`
 * and a clean end, so the client knows not to send anything more on that connection. The
 * headers were never read, so the message is in the shop's default language.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const key = status === 431 ? 'error.headersTooLarge' : 'error.badRequest';
  const body = Buffer.from(JSON.stringify(errorEnvelope(status, translate('th', key))));
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${body.length}\r\n` +
        'Connection: close\r\n\r\n' +
        body.toString('latin1'),
      'latin1',
    );
  } else {
    socket.destroy();
  }
}

/**
 * Requests the router refuses before any hook runs: a path part over the router's length limit
 * (414) or one that is not valid percent-encoding (400). Fastify's own answers leave the envelope.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const lang = parseLang(request.headers.lang);
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorEnvelope(status, translate(lang, status === 414 ? 'error.headersTooLarge' : 'error.badRequest')));
}
