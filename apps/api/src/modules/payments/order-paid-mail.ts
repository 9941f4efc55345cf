import type { Lang } from '@pawsook/shared/i18n/translate';
import { formatBaht } from '@pawsook/shared/money/money';
import { escapeHtml } from '@pawsook/shared/text/escape-html';
import { mailButton, mailHtml, mailRow, type RenderedMail } from '../mail/mail-templates.service';

export interface OrderPaidMailData {
  name: string;
  orderNo: string;
  netTotalSatang: number;
  /** already written for the mail's language: DD/MM/YYYY HH:mm, Bangkok time */
  paidAt: string;
  link: string;
}

const copy = {
  th: {
    subject: (no: string) => `ชำระเงินคำสั่งซื้อ ${no} เรียบร้อยแล้ว`,
    greeting: (name: string) => `สวัสดีคุณ${name}`,
    intro: (no: string, amount: string, at: string) => `เราได้รับการชำระเงิน ${amount} สำหรับคำสั่งซื้อ ${no} เมื่อ ${at} น. แล้ว`,
    next: 'เรากำลังเตรียมสินค้าและจะแจ้งให้ทราบเมื่อจัดส่ง',
    button: 'ดูคำสั่งซื้อ',
    signature: 'ทีมงาน Pawsook\nบริษัท พอสุข จำกัด · โทร 02-114-7788 · LINE @pawsook',
  },
  en: {
    subject: (no: string) => `Payment received for order ${no}`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (no: string, amount: string, at: string) => `We received your payment of ${amount} for order ${no} on ${at}.`,
    next: 'We are preparing your items and will let you know when they ship.',
    button: 'View the order',
    signature: 'The Pawsook team\nPawsook Co., Ltd. · Tel. 02-114-7788 · LINE @pawsook',
  },
} satisfies Record<Lang, unknown>;

/** The payment-received mail, in the language the order was placed in. */
export function renderOrderPaidMail(lang: Lang, data: OrderPaidMailData): RenderedMail {
  const c = copy[lang];
  const intro = c.intro(data.orderNo, formatBaht(data.netTotalSatang), data.paidAt);
  const text = [c.greeting(data.name), '', intro, c.next, '', `${c.button}: ${data.link}`, '', c.signature].join('\n');
  const html = mailHtml(lang, c.subject(data.orderNo), [
    mailRow('padding-top:16px;font-size:16px', escapeHtml(c.greeting(data.name))),
    mailRow('padding-top:12px;font-size:15px;line-height:1.6', `${escapeHtml(intro)}<br>${escapeHtml(c.next)}`),
    mailButton(data.link, c.button),
    mailRow('padding-top:20px;font-size:12px;color:#6b7280;white-space:pre-line', escapeHtml(c.signature)),
  ]);
  return { subject: c.subject(data.orderNo), text, html, links: [data.link] };
}
