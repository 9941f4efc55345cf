import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a proxy's or client's request id may look like to be kept: short, and nothing to escape. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id in logs and in the `x-request-id` answer header: the caller's own (a load
 * balancer's, to follow one request through both logs) when it is a short plain token, otherwise
 * a new one, so no one can write markup or a megabyte into our headers and logs.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}
