import type { FastifyRequest } from 'fastify';

/** The token of an `Authorization: Bearer …` header, or null: members and staff sign their calls alike. */
export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}
