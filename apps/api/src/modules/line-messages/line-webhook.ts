import { createHmac, timingSafeEqual } from 'node:crypto';

/** LINE signs each webhook call: base64 of HMAC-SHA256 over the raw body, keyed with the channel secret. */
export function lineSignature(channelSecret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', channelSecret).update(rawBody).digest('base64');
}

/** Whether `signature` (the x-line-signature header) is LINE's for this body, compared in constant time. */
export function isLineSignature(channelSecret: string, rawBody: Buffer, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(lineSignature(channelSecret, rawBody));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface FollowEvent {
  type: 'follow' | 'unfollow';
  userId: string;
}

/** The follow and unfollow events of a webhook body (LINE sends others too, and an empty list to check the address). */
export function followEvents(body: unknown): FollowEvent[] {
  const events = (body as { events?: unknown } | null)?.events;
  if (!Array.isArray(events)) return [];
  return events.flatMap((event: unknown) => {
    const e = event as { type?: unknown; source?: { type?: unknown; userId?: unknown } } | null;
    if ((e?.type !== 'follow' && e?.type !== 'unfollow') || e.source?.type !== 'user' || typeof e.source.userId !== 'string') return [];
    return [{ type: e.type, userId: e.source.userId }];
  });
}
