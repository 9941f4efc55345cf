import type { FastifyReply } from 'fastify';

/**
 * Sends an answer that is already UTF-8 JSON (a cached one). Fastify sends Buffers as they are, so
 * the route's response schema documents the answer without serialising or encoding it again.
 */
export function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
