import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { bahtDecimalText, formatBaht } from '@pawsook/shared/money/money';
import { escapeHtml } from '@pawsook/shared/text/escape-html';
import type { Db } from '../../db/database';
import { SIGNATURE_HEADER, signatureProblem, TIMESTAMP_HEADER } from './notification-signature';
import { sandboxBankPayments } from './payments.tables';
import { acceptForms, notifyShop, ownOrigin } from './sandbox-notify';
import { readSandboxToken, signSandboxToken } from './sandbox-token';

/** A wallet payment request lives three minutes (cart spec §4: the wallet QR's countdown). */
export const WALLET_REQUEST_MS = 180_000;

const requestBody = z.object({ orderNo: z.string().min(1).max(40), amountSatang: z.number().int().positive(), isMobile: z.boolean() });
export interface WalletRequest {
  orderNo: string;
  amountSatang: number;
  expiresAt: number;
  id: string;
}

/** The request travels in the QR itself, signed, so the sandbox wallet keeps no table of requests. */
export const walletToken = (request: WalletRequest, secret: string): string => signSandboxToken(request, secret);
const requestOf = (token: string, secret: string) => readSandboxToken<WalletRequest>(token, secret);

const STYLE = `body{font-family:system-ui,sans-serif;background:#fff7ed;margin:0;padding:2rem 1rem;color:#111827}
main{max-width:420px;margin:auto;background:#fff;border-radius:14px;padding:1.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin:0 0 .25rem}.note{font-size:.85rem;color:#4b5563}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:1.25rem 0}
dt{color:#4b5563}dd{margin:0;font-weight:600;text-align:right}.amount{font-size:1.5rem}.error{color:#b91c1c}.done{font-size:1.25rem;font-weight:700;color:#14532d}
.actions{display:flex;gap:.5rem;margin-top:1.25rem}button{flex:1;padding:.75rem;border-radius:8px;font-size:1rem;border:1px solid #1f2937;background:#fff;cursor:pointer}
button[value=pay]{background:#c2410c;border-color:#c2410c;color:#fff}`;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Sandbox wallet</title><style>${STYLE}</style></head><body><main><h1>Sandbox wallet</h1>${body}</main></body></html>`;

/**
 * A stand-in e-wallet (ARCHITECTURE §6): the shop asks it for a payment request over signed HTTP
 * (as it would a real wallet's API) and gets a QR that opens the wallet's pay page, valid three
 * minutes; paying there records the payment in the sandbox's books and sends the shop the signed
 * notification.
 */
export function walletSandboxRoutes(db: Db, secret: string): FastifyPluginAsync {
  return async (app) => {
    acceptForms(app);
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

    // the wallet's API: a payment request for an amount, signed by the shop
    app.post('/sandbox/wallet/requests', { schema: { hide: true } }, async (request, reply) => {
      const raw = JSON.stringify(request.body ?? {});
      const header = (name: string) => [request.headers[name]].flat()[0];
      if (signatureProblem(secret, { signature: header(SIGNATURE_HEADER), timestamp: header(TIMESTAMP_HEADER) }, raw))
        return reply.code(401).send({ error: 'signature' });
      const parsed = requestBody.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send({ error: 'not a payment request' });
      const walletRequest: WalletRequest = { ...parsed.data, expiresAt: Date.now() + WALLET_REQUEST_MS, id: randomBytes(9).toString('base64url') };
      const payUrl = `/sandbox/wallet/pay?token=${encodeURIComponent(walletToken(walletRequest, secret))}`;
      return {
        requestId: walletRequest.id,
        qrPayload: `${ownOrigin(app)}${payUrl}`,
        deeplinkUrl: payUrl,
        expiresAt: new Date(walletRequest.expiresAt).toISOString(),
      };
    });

    app.get('/sandbox/wallet/pay', { schema: { hide: true } }, async (request, reply) => {
      const token = String((request.query as { token?: string }).token ?? '');
      const walletRequest = requestOf(token, secret);
      if (!walletRequest) return html(reply, 400, page('Unknown request', '<p class="error" role="alert">This is not a payment request of this wallet.</p>'));
      if (walletRequest.expiresAt < Date.now())
        return html(reply, 410, page('Expired', '<p class="error" role="alert">This QR code has expired. Please ask the shop for a new one.</p>'));
      const amount = formatBaht(walletRequest.amountSatang);
      return html(
        reply,
        200,
        page(
          'Pay',
          `<p class="note">A stand-in for an e-wallet app, served by the shop while its payment sandboxes are on. No money moves.</p>
<dl><dt>Merchant</dt><dd>Pawsook</dd><dt>Order</dt><dd>${escapeHtml(walletRequest.orderNo)}</dd><dt>Amount</dt><dd class="amount">${escapeHtml(amount)}</dd></dl>
<form method="post" action="/sandbox/wallet/pay"><input type="hidden" name="token" value="${escapeHtml(token)}">
<div class="actions"><button type="submit" name="action" value="decline">Decline</button><button type="submit" name="action" value="pay">Pay ${escapeHtml(amount)}</button></div></form>`,
        ),
      );
    });

    app.post('/sandbox/wallet/pay', { schema: { hide: true } }, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string>;
      const walletRequest = requestOf(form.token ?? '', secret);
      if (!walletRequest) return html(reply, 400, page('Unknown request', '<p class="error" role="alert">This is not a payment request of this wallet.</p>'));
      if (walletRequest.expiresAt < Date.now())
        return html(reply, 410, page('Expired', '<p class="error" role="alert">This QR code has expired. Please ask the shop for a new one.</p>'));
      const status = form.action === 'pay' ? 'paid' : 'declined';
      // one payment per request: the request id is the event id, so paying twice pays once
      const payment = {
        eventId: `sbx-wallet-${walletRequest.id}`,
        orderNo: walletRequest.orderNo,
        amount: bahtDecimalText(walletRequest.amountSatang),
        currency: 'THB',
        status,
        providerReference: `SBXTMN${walletRequest.id}`,
      } as const;
      await db
        .insert(sandboxBankPayments)
        .values({
          provider: 'wallet',
          eventId: payment.eventId,
          orderNo: payment.orderNo,
          amountSatang: walletRequest.amountSatang,
          status,
          providerReference: payment.providerReference,
        })
        .onConflictDoNothing();
      // lose=yes: the notification goes missing on the way (the shop's reconciliation must find the payment)
      if (form.lose !== 'yes' && !(await notifyShop(app, 'wallet', payment, secret)))
        return html(reply, 502, page('Not delivered', '<p class="error" role="alert">The shop did not take the notification.</p>'));
      const done =
        status === 'paid' ? `Paid ${formatBaht(walletRequest.amountSatang)} for ${walletRequest.orderNo}` : `Declined the payment for ${walletRequest.orderNo}`;
      return html(reply, 200, page(done, `<p class="done" role="status">${escapeHtml(done)}.</p><p class="note">You can go back to the shop.</p>`));
    });
  };
}
