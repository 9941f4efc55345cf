import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already text (a cached answer). Fastify sends strings as they are, so the
 * route's response schema documents the answer without serialising it again.
 */
export function sendJsonText(reply: Pick<FastifyReply, 'type'>, json: string): FastifyReply {
  return (reply.type('application/json; charset=utf-8') as FastifyReply).send(json);
}
