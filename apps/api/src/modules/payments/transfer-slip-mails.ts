import type { Lang } from '@pawsook/shared/i18n/translate';
import { formatBaht } from '@pawsook/shared/money/money';
import { escapeHtml } from '@pawsook/shared/text/escape-html';
import { mailButton, mailHtml, mailRow, type RenderedMail } from '../mail/mail-templates.service';

const signature = {
  th: 'ทีมงาน Pawsook\nบริษัท พอสุข จำกัด · โทร 02-114-7788 · LINE @pawsook',
  en: 'The Pawsook team\nPawsook Co., Ltd. · Tel. 02-114-7788 · LINE @pawsook',
} as const;

const rejectedCopy = {
  th: {
    subject: (no: string) => `สลิปการโอนเงินของคำสั่งซื้อ ${no} ไม่ผ่านการตรวจสอบ`,
    greeting: (name: string) => `สวัสดีคุณ${name}`,
    intro: (no: string) => `เราตรวจสอบสลิปการโอนเงินของคำสั่งซื้อ ${no} แล้ว แต่ยังยืนยันการชำระเงินไม่ได้`,
    reason: 'เหตุผล',
    next: (until: string) => `กรุณาส่งสลิปที่ถูกต้องจากหน้าคำสั่งซื้อภายใน ${until} น. หากโอนเงินแล้วและมีข้อสงสัย กรุณาติดต่อเรา`,
    button: 'ส่งสลิปอีกครั้ง',
  },
  en: {
    subject: (no: string) => `The transfer slip for order ${no} could not be confirmed`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (no: string) => `We checked the transfer slip you sent for order ${no}, but could not confirm the payment.`,
    reason: 'Reason',
    next: (until: string) =>
      `Please send the right slip from the order page by ${until}. If you have transferred the money and have a question, please contact us.`,
    button: 'Send a slip again',
  },
} satisfies Record<Lang, unknown>;

/** To the member, in their order's language: the slip was rejected, why, and until when a new one is taken. */
export function renderSlipRejectedMail(lang: Lang, data: { name: string; orderNo: string; reason: string; until: string; link: string }): RenderedMail {
  const c = rejectedCopy[lang];
  const text = [
    c.greeting(data.name),
    '',
    c.intro(data.orderNo),
    `${c.reason}: ${data.reason}`,
    c.next(data.until),
    '',
    `${c.button}: ${data.link}`,
    '',
    signature[lang],
  ].join('\n');
  const html = mailHtml(lang, c.subject(data.orderNo), [
    mailRow('padding-top:16px;font-size:16px', escapeHtml(c.greeting(data.name))),
    mailRow('padding-top:12px;font-size:15px;line-height:1.6', escapeHtml(c.intro(data.orderNo))),
    mailRow('padding-top:8px;font-size:15px;line-height:1.6', `<strong>${escapeHtml(c.reason)}:</strong> ${escapeHtml(data.reason)}`),
    mailRow('padding-top:8px;font-size:15px;line-height:1.6', escapeHtml(c.next(data.until))),
    mailButton(data.link, c.button),
    mailRow('padding-top:20px;font-size:12px;color:#6b7280;white-space:pre-line', escapeHtml(signature[lang])),
  ]);
  return { subject: c.subject(data.orderNo), text, html, links: [data.link] };
}

/**
 * To staff who confirm payments: a slip came in. Staff read either language, so the notice is in
 * both, Thai first; it warns when the slip's reference was already sent for another order.
 */
export function renderSlipReceivedNotice(data: {
  orderNo: string;
  netTotalSatang: number;
  slips: number;
  reference: string | null;
  sameReferenceOrders: string[];
  link: string;
}): RenderedMail {
  const amount = formatBaht(data.netTotalSatang);
  const subject = `สลิปรอตรวจ · Slip waiting: ${data.orderNo} (${amount})`;
  const th = [
    `ได้รับสลิปการโอนเงิน ${data.slips} รูปสำหรับคำสั่งซื้อ ${data.orderNo} ยอด ${amount}`,
    data.reference ? `เลขอ้างอิงในสลิป: ${data.reference}` : 'อ่านเลขอ้างอิงจาก QR ในสลิปไม่ได้ กรุณาตรวจกับรายการเดินบัญชี',
    ...(data.sameReferenceOrders.length ? [`คำเตือน: เลขอ้างอิงนี้เคยส่งมากับคำสั่งซื้อ ${data.sameReferenceOrders.join(', ')}`] : []),
  ];
  const en = [
    `${data.slips} transfer slip(s) came in for order ${data.orderNo} of ${amount}.`,
    data.reference ? `Reference on the slip: ${data.reference}` : 'The slip’s QR could not be read: check it against the bank statement.',
    ...(data.sameReferenceOrders.length ? [`Warning: this reference was already sent for order ${data.sameReferenceOrders.join(', ')}.`] : []),
  ];
  const button = 'ตรวจสลิป · Check the slip';
  const text = [...th, '', ...en, '', `${button}: ${data.link}`].join('\n');
  const html = mailHtml('th', subject, [
    mailRow('padding-top:16px;font-size:15px;line-height:1.6', th.map(escapeHtml).join('<br>')),
    mailRow('padding-top:12px;font-size:15px;line-height:1.6', en.map(escapeHtml).join('<br>')),
    mailButton(data.link, button),
  ]);
  return { subject, text, html, links: [data.link] };
}
