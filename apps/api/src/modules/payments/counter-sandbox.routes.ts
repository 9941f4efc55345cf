import { readdirSync } from 'node:fs';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { formatDateTime } from '@pawsook/shared/format/date';
import type { Lang } from '@pawsook/shared/i18n/translate';
import { decimalTextToSatang, formatBaht } from '@pawsook/shared/money/money';
import { billPaymentBarcode } from '@pawsook/shared/payments/bill-barcode';
import { escapeHtml } from '@pawsook/shared/text/escape-html';
import type { Db } from '../../db/database';
import { billBarcodeSvg } from './counter-bill';
import { decryptCounterPaymentData, type CounterPaymentData } from './counter-payment-data';
import { sandboxBankPayments } from './payments.tables';
import { acceptForms, isOwnStep3, notifyShop } from './sandbox-notify';

const copy = {
  th: {
    title: 'เคาน์เตอร์เซอร์วิส (ทดสอบ)',
    note: 'หน้าจำลองจุดรับชำระเงินเคาน์เตอร์เซอร์วิส ให้บริการโดยร้านค้าขณะเปิดโหมดทดสอบการชำระเงิน ไม่มีการตัดเงินจริง',
    payTo: 'ชำระให้',
    billerId: 'รหัสผู้รับชำระ (Biller ID)',
    ref1: 'เลขอ้างอิง 1',
    ref2: 'เลขอ้างอิง 2',
    amount: 'จำนวนเงิน',
    due: 'ชำระภายใน',
    barcode: (orderNo: string) => `บาร์โค้ดชำระเงินของคำสั่งซื้อ ${orderNo}`,
    show: 'แสดงบาร์โค้ดนี้ที่เคาน์เตอร์เพื่อชำระเงิน',
    pay: 'ชำระที่เคาน์เตอร์แล้ว',
    back: 'กลับไปที่ร้านค้า',
    paid: (amount: string, orderNo: string) => `ชำระเงิน ${amount} สำหรับคำสั่งซื้อ ${orderNo} เรียบร้อยแล้ว`,
    tampered: 'ข้อมูลการชำระเงินถูกแก้ไขระหว่างทาง หรือไม่ได้ออกให้เคาน์เตอร์นี้ จึงรับชำระไม่ได้',
    expired: 'บิลนี้เลยกำหนดชำระแล้ว กรุณากลับไปสั่งซื้อใหม่ที่ร้านค้า',
    notDelivered: 'ร้านค้ายังไม่ได้รับแจ้งการชำระเงิน กรุณาลองอีกครั้ง',
    time: (text: string) => `${text} น.`,
  },
  en: {
    title: 'Sandbox counter service',
    note: 'A stand-in for a counter-service payment point, served by the shop while its payment sandboxes are on. No money moves.',
    payTo: 'Pay to',
    billerId: 'Biller ID',
    ref1: 'Reference 1',
    ref2: 'Reference 2',
    amount: 'Amount',
    due: 'Pay by',
    barcode: (orderNo: string) => `Bill-payment barcode for order ${orderNo}`,
    show: 'Show this barcode at the counter to pay.',
    pay: 'Paid at the counter',
    back: 'Back to the shop',
    paid: (amount: string, orderNo: string) => `Paid ${amount} for order ${orderNo}.`,
    tampered: 'This payment data was changed on the way or was not made for this counter, so it cannot be paid.',
    expired: 'This bill is past its due date. Please go back to the shop and order again.',
    notDelivered: 'The shop did not take the payment notification. Please try again.',
    time: (text: string) => text,
  },
} satisfies Record<Lang, unknown>;

const STYLE = `body{font-family:'Noto Sans Thai',system-ui,sans-serif;background:#ecfdf5;margin:0;padding:2rem 1rem;color:#111827}
main{max-width:520px;margin:auto;background:#fff;border-radius:14px;padding:1.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin:0 0 .25rem}.note{font-size:.85rem;color:#4b5563}dl{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:.4rem 1rem;margin:1.25rem 0}
dt{color:#4b5563}dd{margin:0;font-weight:600;text-align:right;white-space:nowrap}.amount{font-size:1.5rem}.error{color:#b91c1c}.done{font-size:1.25rem;font-weight:700;color:#14532d}
figure{margin:1rem 0;text-align:center}.barcode{display:block;width:100%;height:auto;background:#fff}figcaption{font-size:.9rem;color:#374151;margin-top:.5rem}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1.25rem}.actions>*{flex:1;box-sizing:border-box;min-width:10rem;padding:.75rem;border-radius:8px;font-size:1rem;text-align:center}
button{border:1px solid #047857;background:#047857;color:#fff;cursor:pointer;font-family:inherit}a.back{border:1px solid #1f2937;color:#111827;text-decoration:none}
@media (max-width:480px){body{padding:1rem .25rem}main{padding:1rem .75rem}}`;

/**
 * The shop's Thai font, from the built web app's assets (their names carry a hash): a phone or
 * desktop without a Thai system font would show the Thai page as boxes. Nothing when the web app
 * is not built; the page then falls back to the system's fonts.
 */
function thaiFontFaces(webDistDir: string | undefined): string {
  if (!webDistDir) return '';
  let files: string[];
  try {
    files = readdirSync(`${webDistDir}/assets`);
  } catch {
    return '';
  }
  return files
    .map((file) => /^noto-sans-thai-thai-(400|700)-normal-[\w-]+\.woff2$/.exec(file))
    .filter((match) => match !== null)
    .map(
      ([file, weight]) =>
        `@font-face{font-family:'Noto Sans Thai';font-weight:${weight};font-display:swap;src:url(/assets/${file}) format('woff2');unicode-range:U+0E01-0E5B,U+200C-200D,U+25CC}`,
    )
    .join('');
}

const pageOf = (lang: Lang, title: string, body: string, fonts: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · ${escapeHtml(copy[lang].title)}</title><style>${fonts}${STYLE}</style></head><body><main><h1>${escapeHtml(copy[lang].title)}</h1>${body}</main></body></html>`;

/** The way back must be this shop's step 3: nothing else is sent to the shopper as a link. */

/** The page's language: `?lang=` when given, else the one the shop wrote into the payment data, else the browser's. */
function langOf(request: FastifyRequest, data: CounterPaymentData | null): Lang {
  const query = (request.query as { lang?: string }).lang;
  if (query === 'th' || query === 'en') return query;
  if (data) return data.lang;
  return /^en/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'th';
}

function billPage(page: (lang: Lang, title: string, body: string) => string, lang: Lang, data: CounterPaymentData, blob: string): string {
  const c = copy[lang];
  const amountSatang = decimalTextToSatang(data.amt);
  const amount = formatBaht(amountSatang);
  const barcodeText = billPaymentBarcode({ billerId: data.billerId, ref1: data.ref1, ref2: data.ref2, amountSatang });
  const back = isOwnStep3(data.urlBack) ? `<a class="back" href="${escapeHtml(data.urlBack)}">${escapeHtml(c.back)}</a>` : '';
  const row = (label: string, value: string, cls = '') => `<dt>${escapeHtml(label)}</dt><dd${cls ? ` class="${cls}"` : ''}>${escapeHtml(value)}</dd>`;
  return page(
    lang,
    data.inv,
    `<p class="note">${escapeHtml(c.note)}</p>
<figure>${billBarcodeSvg(barcodeText, c.barcode(data.inv))}<figcaption>${escapeHtml(c.show)}</figcaption></figure>
<dl>${row(c.payTo, data.billerName)}${row(c.billerId, data.billerId)}${row(c.ref1, data.ref1)}${row(c.ref2, data.ref2)}${row(c.amount, amount, 'amount')}${row(c.due, c.time(formatDateTime(data.dueAt, lang)))}</dl>
<form method="post" action="/sandbox/counter/pay?lang=${lang}"><input type="hidden" name="paymentData" value="${escapeHtml(blob)}">
<div class="actions">${back}<button type="submit">${escapeHtml(c.pay)}</button></div></form>`,
  );
}

/**
 * A stand-in counter service (ARCHITECTURE §6): it takes the shop's hidden form (`paymentData`,
 * encrypted under the key it shares with the shop), shows the bill-payment barcode a cashier
 * scans with the references, amount and due date, and "paid at the counter" records the payment
 * in the sandbox's books and sends the shop the signed notification.
 */
export function counterSandboxRoutes(db: Db, key: string, notifySecret: string, webDistDir?: string): FastifyPluginAsync {
  return async (app) => {
    const fonts = thaiFontFaces(webDistDir);
    const page = (lang: Lang, title: string, body: string) => pageOf(lang, title, body, fonts);
    acceptForms(app);
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

    /** The form's payment data, or an answered error page. */
    function open(request: FastifyRequest, reply: FastifyReply): { data: CounterPaymentData; blob: string; lang: Lang } | null {
      const blob = String(((request.body ?? {}) as Record<string, string>).paymentData ?? '');
      const data = decryptCounterPaymentData(blob, key);
      const lang = langOf(request, data);
      if (!data) {
        void html(reply, 400, page(lang, copy[lang].title, `<p class="error" role="alert">${escapeHtml(copy[lang].tampered)}</p>`));
        return null;
      }
      if (new Date(data.dueAt).getTime() <= Date.now()) {
        void html(reply, 410, page(lang, data.inv, `<p class="error" role="alert">${escapeHtml(copy[lang].expired)}</p>`));
        return null;
      }
      return { data, blob, lang };
    }

    app.post('/sandbox/counter', { schema: { hide: true } }, async (request, reply) => {
      const opened = open(request, reply);
      if (!opened) return reply;
      return html(reply, 200, billPage(page, opened.lang, opened.data, opened.blob));
    });

    app.post('/sandbox/counter/pay', { schema: { hide: true } }, async (request, reply) => {
      const opened = open(request, reply);
      if (!opened) return reply;
      const { data, lang } = opened;
      const c = copy[lang];
      // one payment per bill: the order number is the event id, so paying twice pays once
      const payment = {
        eventId: `sbx-counter-${data.inv}`,
        orderNo: data.inv,
        amount: data.amt,
        currency: data.currency,
        status: 'paid',
        providerReference: `SBXCS${data.inv}`,
      } as const;
      await db
        .insert(sandboxBankPayments)
        .values({
          provider: 'counter',
          eventId: payment.eventId,
          orderNo: data.inv,
          amountSatang: decimalTextToSatang(data.amt),
          status: 'paid',
          providerReference: payment.providerReference,
        })
        .onConflictDoNothing();
      // lose=yes: the notification goes missing on the way (the shop's reconciliation must find the payment)
      const lost = ((request.body ?? {}) as Record<string, string>).lose === 'yes';
      if (!lost && !(await notifyShop(app, 'counter', payment, notifySecret)))
        return html(reply, 502, page(lang, data.inv, `<p class="error" role="alert">${escapeHtml(c.notDelivered)}</p>`));
      const back = isOwnStep3(data.urlBack) ? `<div class="actions"><a class="back" href="${escapeHtml(data.urlBack)}">${escapeHtml(c.back)}</a></div>` : '';
      const done = c.paid(formatBaht(decimalTextToSatang(data.amt)), data.inv);
      return html(reply, 200, page(lang, done, `<p class="done" role="status">${escapeHtml(done)}</p>${back}`));
    });
  };
}
