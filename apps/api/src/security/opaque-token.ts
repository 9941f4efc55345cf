import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token for the client, and the SHA-256 we keep instead of it. */
export function newOpaqueToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
