import { constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this many bytes a compressed copy saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * An answer serialised once and sent many times: its UTF-8 JSON and, when it is large enough, a
 * gzip copy made at the same moment. Browsers always ask for gzip, so a phone downloads a
 * product list of 16 kB as about 3 kB, and the server compresses it once per catalogue change
 * instead of once per request.
 */
export interface EncodedAnswer {
  readonly json: Buffer;
  readonly gzip: Buffer | null;
  /** bytes held: the JSON and its compressed copy */
  readonly bytes: number;
}

export function encodeAnswer(value: unknown): EncodedAnswer {
  const json = Buffer.from(JSON.stringify(value));
  const gzip = json.length >= COMPRESS_FROM_BYTES ? gzipSync(json, { level: constants.Z_BEST_COMPRESSION }) : null;
  return { json, gzip, bytes: json.length + (gzip?.length ?? 0) };
}

/** Whether an Accept-Encoding header takes a coding (`br;q=0` refuses it; `*` takes it unless refused). */
export function acceptsEncoding(header: string | string[] | undefined, coding: 'gzip' | 'br'): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of String(header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const refused = q !== undefined && Number(q.slice(2)) === 0;
    if (name.trim() === coding) return !refused;
    if (name.trim() === '*') wildcard = !refused;
  }
  return wildcard;
}

/** Whether an Accept-Encoding header takes gzip (`gzip;q=0` refuses it; `*` takes it unless refused). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  return acceptsEncoding(header, 'gzip');
}

/**
 * Sends the answer, compressed when the client takes gzip. Fastify sends Buffers as they are, so
 * the route's response schema documents the answer without serialising or encoding it again.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (answer.gzip === null) return reply.send(answer.json);
  // caches between us and the browser must keep the two forms apart
  reply.header('vary', 'accept-encoding');
  if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(answer.json);
  return reply.header('content-encoding', 'gzip').send(answer.gzip);
}
