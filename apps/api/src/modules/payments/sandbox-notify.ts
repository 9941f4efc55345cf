import type { FastifyInstance } from 'fastify';
import type { PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';
import type { PaymentNotification } from './payment-notifications.service';
import { SIGNATURE_HEADER, signNotification, TIMESTAMP_HEADER } from './notification-signature';

/** The hosted pages' forms, read as plain fields (inside the sandbox's own plugin: Fastify keeps parsers per plugin). */
export function acceptForms(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/** The way back must be this shop's step 3: a form posted from elsewhere cannot send the shopper anywhere. */
export const isOwnStep3 = (url: string | undefined) => typeof url === 'string' && /^\/cart\/checkout\?step=3&Ref=[A-Za-z0-9]{1,40}$/.test(url);

/** Where this process itself answers: a sandbox's server-to-server calls go to the shop that served it. */
export function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening on a port');
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * A sandbox provider's notification to the shop, as a real one sends it: signed, over HTTP, to
 * `/api/v1/payments/{provider}/notify`. Answers whether the shop took it.
 */
export async function notifyShop(app: FastifyInstance, provider: PaymentChannelKind, payment: PaymentNotification, secret: string): Promise<boolean> {
  const body = JSON.stringify(payment);
  const timestamp = Math.floor(Date.now() / 1000);
  const answer = await fetch(`${ownOrigin(app)}/api/v1/payments/${provider}/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signNotification(secret, timestamp, body) },
    body,
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  return answer?.ok ?? false;
}
