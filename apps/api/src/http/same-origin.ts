import type { FastifyRequest } from 'fastify';

/** Whether `target` is an http(s) address on the host this request came to: where a sandbox may send the browser back (no open redirects). */
export function isSameOrigin(request: FastifyRequest, target: string): boolean {
  try {
    const url = new URL(target);
    return url.host === request.headers.host && (url.protocol === 'http:' || url.protocol === 'https:');
  } catch {
    return false;
  }
}
