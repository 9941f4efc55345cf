import type { Lang } from '@pawsook/shared/i18n/translate';
import { formatBaht } from '@pawsook/shared/money/money';
import { escapeHtml } from '@pawsook/shared/text/escape-html';
import { mailButton, mailHtml, mailLink, mailRow, type RenderedMail } from '../mail/mail-templates.service';
import type { TaxDocumentView } from './tax-document.types';

/** Mails name their PDF by this kind; the module draws it when the mail is sent. */
export const TAX_DOCUMENT_ATTACHMENT = 'tax-document';

const copy = {
  th: {
    subject: (view: TaxDocumentView) =>
      view.kind === 'invoice' ? `ใบกำกับภาษี ${view.number} สำหรับคำสั่งซื้อ ${view.orderNo}` : `ใบลดหนี้ ${view.number} สำหรับคำสั่งซื้อ ${view.orderNo}`,
    greeting: (name: string) => `สวัสดีคุณ${name}`,
    intro: (view: TaxDocumentView) =>
      view.kind === 'invoice'
        ? `เราได้ออกใบกำกับภาษีเต็มรูปเลขที่ ${view.number} ยอดรวม ${formatBaht(view.totals.totalSatang)} สำหรับคำสั่งซื้อ ${view.orderNo} แล้ว ไฟล์ PDF แนบมากับอีเมลนี้`
        : `เราได้ออกใบลดหนี้เลขที่ ${view.number} จำนวน ${formatBaht(view.totals.totalSatang)} ลดยอดใบกำกับภาษี ${view.credit?.invoiceNumber ?? ''} ของคำสั่งซื้อ ${view.orderNo} แล้ว ไฟล์ PDF แนบมากับอีเมลนี้`,
    later: 'คุณสามารถดาวน์โหลดเอกสารนี้ได้อีกครั้งจากหน้าคำสั่งซื้อของฉัน',
    button: 'ดูคำสั่งซื้อ',
    signature: 'ทีมงาน Pawsook\nบริษัท พอสุข จำกัด · โทร 02-114-7788 · LINE @pawsook',
  },
  en: {
    subject: (view: TaxDocumentView) =>
      view.kind === 'invoice' ? `Tax invoice ${view.number} for order ${view.orderNo}` : `Credit note ${view.number} for order ${view.orderNo}`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (view: TaxDocumentView) =>
      view.kind === 'invoice'
        ? `We have issued full tax invoice ${view.number} of ${formatBaht(view.totals.totalSatang)} for order ${view.orderNo}. The PDF is attached to this e-mail.`
        : `We have issued credit note ${view.number} of ${formatBaht(view.totals.totalSatang)}, reducing tax invoice ${view.credit?.invoiceNumber ?? ''} of order ${view.orderNo}. The PDF is attached to this e-mail.`,
    later: 'You can download it again from the order in My orders.',
    button: 'View the order',
    signature: 'The Pawsook team\nPawsook Co., Ltd. · Tel. 02-114-7788 · LINE @pawsook',
  },
} satisfies Record<Lang, unknown>;

/** The mail that carries a newly issued invoice or credit note, in the language the order was placed in, its PDF attached. */
export function renderTaxDocumentMail(lang: Lang, data: { name: string; orderId: number; view: TaxDocumentView; publicUrl: string }): RenderedMail {
  const c = copy[lang];
  const link = mailLink(data.publicUrl, `/user/purchase/order/${data.orderId}`, {}, lang);
  const subject = c.subject(data.view);
  const intro = c.intro(data.view);
  const text = [c.greeting(data.name), '', intro, c.later, '', `${c.button}: ${link}`, '', c.signature].join('\n');
  const html = mailHtml(lang, subject, [
    mailRow('padding-top:16px;font-size:16px', escapeHtml(c.greeting(data.name))),
    mailRow('padding-top:12px;font-size:15px;line-height:1.6', `${escapeHtml(intro)}<br>${escapeHtml(c.later)}`),
    mailButton(link, c.button),
    mailRow('padding-top:20px;font-size:12px;color:#6b7280;white-space:pre-line', escapeHtml(c.signature)),
  ]);
  return {
    subject,
    text,
    html,
    links: [link],
    attachments: [{ kind: TAX_DOCUMENT_ATTACHMENT, key: data.view.number, filename: `${data.view.number}.pdf` }],
  };
}
