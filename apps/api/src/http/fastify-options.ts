import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config/config';
import { answerClientError, answerFrameworkError } from './client-error';
import { serializeError } from './log-error';
import { redactUrl } from './redact-url';
import { requestIdOf } from './request-id';

/** The server's own settings: its log (secrets redacted), request ids, client errors, body limit, proxies, and how it closes. */
export function fastifyOptions(config: Pick<AppConfig, 'logLevel' | 'bodyLimitBytes' | 'trustProxy'>): FastifyServerOptions {
  return {
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token'],
        censor: '[redacted]',
      },
      serializers: {
        err: serializeError,
        req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
    // the caller's id only when it is short and plain (request-id.ts); requestIdHeader off, or
    // Fastify would take any value as it came
    genReqId: requestIdOf,
    requestIdHeader: false,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // while it stops, a request that still reaches the server (on a connection it had) is answered
    // as usual, with `connection: close`: the database is open until every request is done
    // (decision 0072); idle connections are closed when the listener is
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  };
}
