import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A sandbox provider's request carried in its own link, signed, so the sandbox keeps no table of
 * requests (the wallet's QR, the payment-link checkout page): a changed or foreign one reads as null.
 */
export function signSandboxToken(value: object, secret: string): string {
  const body = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

export function readSandboxToken<T>(token: string, secret: string): T | null {
  const [body, mac] = token.split('.');
  if (!body || !mac) return null;
  const expected = Buffer.from(createHmac('sha256', secret).update(body).digest('base64url'));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString()) as T;
  } catch {
    return null;
  }
}
