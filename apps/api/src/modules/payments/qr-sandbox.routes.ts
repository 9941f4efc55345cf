import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { bahtDecimalText, formatBaht } from '@pawsook/shared/money/money';
import { parseThaiQr, type ParsedThaiQrBillPayment } from '@pawsook/shared/payments/thai-qr';
import { escapeHtml } from '@pawsook/shared/text/escape-html';
import type { Db } from '../../db/database';
import { acceptForms, notifyShop } from './sandbox-notify';
import { sandboxBankPayments } from './payments.tables';

/** What the sandbox bank's inquiry is signed over (the same scheme as its notifications). */

function readBill(payload: string): ParsedThaiQrBillPayment | null {
  try {
    const bill = parseThaiQr(payload);
    return bill.crcValid && bill.amountSatang !== null ? bill : null;
  } catch {
    return null;
  }
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#eef2f7;margin:0;padding:2rem 1rem;color:#111827}
main{max-width:440px;margin:auto;background:#fff;border-radius:14px;padding:1.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin:0 0 .25rem}.note{font-size:.85rem;color:#4b5563}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:1.25rem 0}
dt{color:#4b5563}dd{margin:0;font-weight:600;text-align:right;word-break:break-all}.amount{font-size:1.5rem}
label{display:block;margin-top:1rem;font-weight:600}textarea{width:100%;box-sizing:border-box;min-height:5rem;font:inherit;font-size:.8rem;padding:.5rem;border:1px solid #6b7280;border-radius:8px}
.actions{display:flex;gap:.5rem;margin-top:1.25rem}button{flex:1;padding:.75rem;border-radius:8px;font-size:1rem;border:1px solid #1f2937;background:#fff;cursor:pointer}
button[value=pay]{background:#14532d;border-color:#14532d;color:#fff}.error{color:#b91c1c}.done{font-size:1.25rem;font-weight:700;color:#14532d}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Sandbox bank</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function billPage(payload: string, error?: string): string {
  const bill = payload ? readBill(payload) : null;
  const details = bill
    ? `<dl><dt>Biller ID</dt><dd>${escapeHtml(bill.billerId)}</dd><dt>Merchant</dt><dd>${escapeHtml(bill.merchantName ?? '-')}</dd>
<dt>Reference 1</dt><dd>${escapeHtml(bill.ref1)}</dd><dt>Reference 2</dt><dd>${escapeHtml(bill.ref2)}</dd>
<dt>Amount</dt><dd class="amount">${escapeHtml(formatBaht(bill.amountSatang!))}</dd></dl>`
    : payload
      ? '<p class="error" role="alert">This is not a Thai QR bill payment this bank can read.</p>'
      : '';
  return page(
    'Pay a Thai QR bill',
    `<h1>Sandbox bank: pay a Thai QR bill</h1>
<p class="note">A stand-in for a Thai banking app, served by the shop while its payment sandboxes are on. No money moves: paying here makes the bank's signed notification to the shop.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post"><label for="payload">Scanned QR code (payload)</label><textarea id="payload" name="payload" required>${escapeHtml(payload)}</textarea>
${details}<label><input type="checkbox" name="lose" value="yes"> Lose the bank's notification (the shop finds the payment when it reconciles)</label>
<div class="actions"><button type="submit" name="action" value="decline">Decline</button><button type="submit" name="action" value="pay"${bill ? '' : ' disabled'}>Pay</button></div></form>`,
  );
}

/**
 * A stand-in banking app for Thai QR bills (ARCHITECTURE §6): it reads the payload the shop's QR
 * holds, and on Pay or Decline sends the shop the signed server-to-server notification a bank
 * would, over HTTP to the shop's own notify endpoint. The shop's answer, not this page, decides.
 */
export function qrSandboxRoutes(db: Db, secret: string): FastifyPluginAsync {
  return async (app) => {
    acceptForms(app);

    app.get('/sandbox/qr', { schema: { hide: true } }, async (request, reply) => {
      const { payload = '' } = request.query as { payload?: string };
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(billPage(payload.slice(0, 512)));
    });

    app.post('/sandbox/qr', { schema: { hide: true } }, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string>;
      const payload = (form.payload ?? '').trim().slice(0, 512);
      const bill = readBill(payload);
      const html = (status: number, body: string) => reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
      if (!bill) return html(400, billPage(payload, 'Please scan a Thai QR bill with an amount.'));
      const status = form.action === 'pay' ? 'paid' : 'declined';
      const payment = {
        eventId: `sbx-qr-${randomBytes(9).toString('base64url')}`,
        orderNo: bill.ref2,
        amount: bahtDecimalText(bill.amountSatang!),
        currency: 'THB',
        status,
        providerReference: `SBXQR${Date.now()}`,
      } as const;
      // the bank's own books first: its inquiry answers from them whatever became of the notification
      await db.insert(sandboxBankPayments).values({
        provider: 'qr',
        eventId: payment.eventId,
        orderNo: payment.orderNo,
        amountSatang: bill.amountSatang!,
        status,
        providerReference: payment.providerReference,
      });
      const lost = form.lose === 'yes';
      if (!lost && !(await notifyShop(app, 'qr', payment, secret))) {
        return html(502, billPage(payload, 'The shop did not take the notification. It will find the payment when it reconciles.'));
      }
      const done =
        (status === 'paid' ? `Paid ${formatBaht(bill.amountSatang!)} for ${bill.ref2}` : `Declined the bill for ${bill.ref2}`) +
        (lost ? ' (the notification was lost on the way)' : '');
      return html(
        200,
        page(
          done,
          `<h1>Sandbox bank</h1><p class="done" role="status">${escapeHtml(done)}.</p><p class="note">You can close this page and go back to the shop.</p>`,
        ),
      );
    });
  };
}
