import type { FastifyReply } from 'fastify';

/**
 * Sends an answer our code builds field by field as JSON text, so Fastify does not run the route's
 * response schema over it: with zod that parse copies the whole answer on every call (9 % of a cart
 * call's CPU). The schema still documents the route, and the integration tests check these
 * answers against it.
 */
export function sendJson(reply: FastifyReply, value: unknown): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(value));
}

const OK_OPEN = Buffer.from('{"responseCode":"200","errorMessage":null,"result":');
const OK_CLOSE = Buffer.from('}');

/**
 * Sends a successful envelope around a result given as pieces of its JSON text, as UTF-8 bytes:
 * pieces kept as bytes (a list the same for every caller) are copied, not encoded again, and no
 * piece is joined into one long string first (for Thai text, two bytes a character).
 */
export function sendResultJson(reply: FastifyReply, resultParts: readonly (string | Buffer)[]): FastifyReply {
  const parts = [OK_OPEN, ...resultParts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)), OK_CLOSE];
  return reply.type('application/json; charset=utf-8').send(Buffer.concat(parts));
}
