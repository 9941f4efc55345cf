/**
 * The Idempotency-Key of one attempt to place an order: the server answers the same order to the
 * same key, so a retry after a lost answer never makes a second one.
 *
 * crypto.randomUUID exists only in a secure context: the shop opened as http://192.168.x.y:3000 on a
 * phone has none, while crypto.getRandomValues is there in every context. So the key is a version-4
 * UUID made from getRandomValues' bytes.
 */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const browserRandom: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes);

export function newOrderAttemptKey(random: RandomBytes = browserRandom): string {
  const bytes = random(new Uint8Array(16));
  // RFC 9562: version 4, variant 10xx
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The key for this press of the button: the last attempt's when it ended without an answer (lost
 * connection, a 500) and sends the very same body, so the server can answer the order it may have
 * made; otherwise a new one (the same key with another body would be refused as a conflict).
 */
export function keyForAttempt(unanswered: { key: string; body: string } | null, body: string, makeKey: () => string = newOrderAttemptKey): string {
  return unanswered && unanswered.body === body ? unanswered.key : makeKey();
}
