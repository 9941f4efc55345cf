import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-pawsook-signature';
export const TIMESTAMP_HEADER = 'x-pawsook-timestamp';
/** A notification older or newer than this is refused: a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * HMAC-SHA256 over the timestamp and the raw body as sent (`{timestamp}.{body}`), hex: the body is
 * signed byte for byte, before any parsing could change it, and the timestamp cannot be swapped.
 */
export function signNotification(secret: string, timestampSeconds: number, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex')}`;
}

export type SignatureProblem = 'missing' | 'stale' | 'mismatch';

/** Why a notification's signature does not hold, or null when it does. */
export function signatureProblem(
  secret: string,
  headers: { signature: string | undefined; timestamp: string | undefined },
  rawBody: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureProblem | null {
  if (!headers.signature || !headers.timestamp || !/^\d{1,12}$/.test(headers.timestamp)) return 'missing';
  const timestamp = Number(headers.timestamp);
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  const expected = Buffer.from(signNotification(secret, timestamp, rawBody));
  const given = Buffer.from(headers.signature);
  // compared in constant time: how far a guess matched must not show in the answer's timing
  return given.length === expected.length && timingSafeEqual(given, expected) ? null : 'mismatch';
}
