import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { bahtToSatang, formatBaht } from '@pawsook/shared/money/money';
import { escapeHtml } from '@pawsook/shared/text/escape-html';
import type { Db } from '../../db/database';
import { isCardFormIntact } from './card-form';
import { CARD_SANDBOX_SCRIPT } from './card-sandbox-script';
import { sandboxBankPayments } from './payments.tables';
import { acceptForms, isOwnStep3, notifyShop } from './sandbox-notify';

/** The signed request's fields, carried from the first page to the second as they came. */
const CARRIED = ['merchantId', 'orderRef', 'currCode', 'amount', 'payType', 'secureHash', 'successUrl', 'failUrl', 'cancelUrl', 'lang', 'remark'] as const;
const OUTCOMES = { paid: 'successUrl', declined: 'failUrl', cancelled: 'cancelUrl' } as const;

const STYLE = `body{font-family:system-ui,sans-serif;background:#eef2f7;margin:0;padding:2rem 1rem;color:#111827}
main{max-width:440px;margin:auto;background:#fff;border-radius:14px;padding:1.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin:0 0 .25rem}.note{font-size:.85rem;color:#4b5563}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:1.25rem 0}
dt{color:#4b5563}dd{margin:0;font-weight:600;text-align:right}.amount{font-size:1.5rem}
label{display:block;margin-top:1rem;font-weight:600}input{width:100%;box-sizing:border-box;padding:.6rem;margin-top:.3rem;border:1px solid #6b7280;border-radius:8px;font-size:1rem}
input[aria-invalid=true]{border-color:#b91c1c}.error{color:#b91c1c;font-size:.9rem;margin:.25rem 0 0}
.actions{display:flex;gap:.5rem;margin-top:1.25rem}button{flex:1;padding:.75rem;border-radius:8px;font-size:1rem;border:1px solid #1f2937;background:#fff;cursor:pointer}
button.primary{background:#1e3a8a;border-color:#1e3a8a;color:#fff}button:disabled{opacity:.5}table{width:100%;font-size:.85rem;border-collapse:collapse;margin-top:1rem}td{padding:.2rem 0}`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Sandbox card gateway</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function refused(message: string): string {
  return page('Payment request refused', `<h1>Sandbox card gateway</h1><p class="error" role="alert">${escapeHtml(message)}</p>`);
}

/** What the card page shows and posts back (hidden) with the outcome the tester's card leads to. */
export interface CardPageRequest {
  hidden: Record<string, string>;
  merchant: string;
  orderNo: string;
  amountSatang: number;
  /** where the outcome goes */
  action: string;
}

/** The sandbox's card page, shared by the hosted form and the payment-link checkout. */
export function cardPage({ hidden: carried, merchant, orderNo, amountSatang, action }: CardPageRequest): string {
  const hidden = Object.entries(carried)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const amount = escapeHtml(formatBaht(amountSatang));
  const field = (id: string, label: string, attrs: string) =>
    `<label for="${id}">${label}</label><input id="${id}" ${attrs} aria-describedby="${id}-error"><p class="error" id="${id}-error" role="alert"></p>`;
  return page(
    'Pay by card',
    `<h1>Sandbox card gateway</h1>
<p class="note">A stand-in for the bank's hosted payment page, served by the shop while its payment sandboxes are on. The card's details stay in this page: only the outcome is sent.</p>
<dl><dt>Merchant</dt><dd>${escapeHtml(merchant)}</dd><dt>Order</dt><dd>${escapeHtml(orderNo)}</dd>
<dt>Amount</dt><dd class="amount">${amount}</dd></dl>
<form id="card-form" method="post" action="${escapeHtml(action)}">${hidden}<input type="hidden" id="outcome" name="outcome" value="">
<div id="card-step">
${field('number', 'Card number', 'inputmode="numeric" autocomplete="off" placeholder="4111 1111 1111 1111"')}
${field('expiry', 'Expiry (MM/YY)', 'inputmode="numeric" autocomplete="off" placeholder="12/30"')}
${field('cvv', 'Security code', 'inputmode="numeric" autocomplete="off" placeholder="123"')}
<div class="actions"><button type="submit" value="cancelled" formnovalidate>Cancel</button><button type="submit" class="primary" id="pay" value="pay" disabled>Pay ${amount}</button></div>
<noscript><p class="error">This page needs JavaScript to check the card.</p></noscript>
</div>
<div id="otp-step" hidden><h2>3-D Secure</h2><p class="note">Your bank sent a one-time password (the sandbox's is 123456).</p>
${field('otp', 'One-time password', 'inputmode="numeric" autocomplete="one-time-code"')}
<div class="actions"><button type="button" class="primary" id="otp-confirm">Confirm</button></div></div>
</form>
<table aria-label="Test cards"><tr><td>4111 1111 1111 1111</td><td>pays</td></tr><tr><td>4000 0000 0000 0002</td><td>is declined</td></tr><tr><td>4000 0000 0000 3220</td><td>asks for 3-D Secure</td></tr></table>
<script src="/sandbox/card/card.js"></script>`,
  );
}

/**
 * A stand-in for a card gateway's hosted payment page (ARCHITECTURE §6): it takes the shop's
 * hashed form, refuses one changed on the way, lets a tester pay with the test cards (checked in
 * the browser, never posted), then sends the shop its signed data feed and the shopper back to
 * step 3 — which reads the outcome from the order, never from the return.
 */
export function cardSandboxRoutes(db: Db, card: { merchantId: string; secret: string }, notifySecret: string): FastifyPluginAsync {
  return async (app) => {
    acceptForms(app);
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
    const intact = (form: Record<string, string>) => form.merchantId === card.merchantId && isCardFormIntact(form, card.secret);

    app.get('/sandbox/card/card.js', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(CARD_SANDBOX_SCRIPT),
    );

    app.post('/sandbox/card/pay', { schema: { hide: true } }, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string>;
      if (!intact(form)) return html(reply, 400, refused('This payment request was changed on the way (its secure hash does not match).'));
      const hidden = Object.fromEntries(CARRIED.map((name) => [name, form[name] ?? '']));
      return html(
        reply,
        200,
        cardPage({
          hidden,
          merchant: form.merchantId!,
          orderNo: form.orderRef!,
          amountSatang: bahtToSatang(Number(form.amount)),
          action: '/sandbox/card/complete',
        }),
      );
    });

    app.post('/sandbox/card/complete', { schema: { hide: true } }, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string>;
      const status = form.outcome as keyof typeof OUTCOMES;
      if (!intact(form) || !(status in OUTCOMES)) return html(reply, 400, refused('This payment request was changed on the way.'));
      const back = form[OUTCOMES[status]];
      if (!isOwnStep3(back)) return html(reply, 400, refused('The shop gave no page of its own to go back to.'));
      if (status !== 'cancelled') {
        const payment = {
          eventId: `sbx-card-${randomBytes(9).toString('base64url')}`,
          orderNo: form.orderRef!,
          amount: form.amount!,
          currency: form.currCode!,
          status,
          providerReference: `SBXCARD${Date.now()}`,
        };
        await db.insert(sandboxBankPayments).values({
          provider: 'card',
          eventId: payment.eventId,
          orderNo: payment.orderNo,
          amountSatang: bahtToSatang(Number(payment.amount)),
          status,
          providerReference: payment.providerReference,
        });
        // the data feed: server to server, before the shopper is sent back
        // lose=yes: the data feed goes missing on the way (the shop's reconciliation must find the payment)
        if (form.lose !== 'yes' && !(await notifyShop(app, 'card', payment, notifySecret)))
          request.log.warn({ orderNo: payment.orderNo }, 'sandbox card data feed not delivered');
      }
      return reply.redirect(back!, 303);
    });
  };
}
