import type { Lang } from '@pawsook/shared/i18n/translate';
import { formatBaht } from '@pawsook/shared/money/money';
import { escapeHtml } from '@pawsook/shared/text/escape-html';
import type { PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';
import { mailButton, mailHtml, mailRow, type RenderedMail } from '../mail/mail-templates.service';
import type { CounterBillMail } from '../payments/payments.types';

export interface OrderMailData {
  name: string;
  orderNo: string;
  lines: { name: string; amount: number; lineTotalSatang: number; free: boolean }[];
  productTotalSatang: number;
  discountSatang: number;
  shippingSatang: number;
  netTotalSatang: number;
  channelName: string;
  channelKind: PaymentChannelKind;
  /** already written for the mail's language: DD/MM/YYYY HH:mm, Bangkok time */
  expiresAt: string;
  link: string;
  /** a counter-service order's bill: the barcode to show at the counter, with what the cashier may type */
  counterBill?: CounterBillMail | null;
}

const copy = {
  th: {
    subject: (no: string) => `ได้รับคำสั่งซื้อ ${no} แล้ว รอการชำระเงิน`,
    greeting: (name: string) => `สวัสดีคุณ${name}`,
    intro: (no: string) => `ขอบคุณที่สั่งซื้อกับ Pawsook คำสั่งซื้อ ${no} ของคุณรอการชำระเงิน`,
    products: 'สินค้า',
    free: 'ฟรี',
    productTotal: 'ราคาสินค้า',
    discount: 'ส่วนลด',
    shipping: 'ค่าจัดส่ง',
    net: 'ยอดชำระ',
    howToPay: (channel: string, expires: string) => `ชำระเงินด้วย ${channel} ภายใน ${expires} น. มิฉะนั้นคำสั่งซื้อจะหมดอายุ`,
    counter: 'นำบาร์โค้ดที่ได้รับไปชำระที่เคาน์เตอร์เซอร์วิส',
    billTitle: 'บาร์โค้ดสำหรับชำระที่เคาน์เตอร์เซอร์วิส',
    billShow: 'แสดงบาร์โค้ดนี้ให้พนักงานที่เคาน์เตอร์สแกน หากสแกนไม่ได้ พนักงานกรอกเลขอ้างอิงด้านล่างแทนได้',
    billAlt: (no: string) => `บาร์โค้ดชำระเงินของคำสั่งซื้อ ${no}`,
    billPayTo: 'ชำระให้',
    billerId: 'รหัสผู้รับชำระ (Biller ID)',
    ref1: 'เลขอ้างอิง 1',
    ref2: 'เลขอ้างอิง 2',
    billAmount: 'จำนวนเงิน',
    billDue: 'ชำระภายใน',
    time: (text: string) => `${text} น.`,
    button: 'ดูคำสั่งซื้อ',
    signature: 'ทีมงาน Pawsook\nบริษัท พอสุข จำกัด · โทร 02-114-7788 · LINE @pawsook',
  },
  en: {
    subject: (no: string) => `Order ${no} received: waiting for payment`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (no: string) => `Thank you for shopping with Pawsook. Your order ${no} is waiting for payment.`,
    products: 'Products',
    free: 'Free',
    productTotal: 'Products',
    discount: 'Discounts',
    shipping: 'Shipping',
    net: 'To pay',
    howToPay: (channel: string, expires: string) => `Please pay with ${channel} by ${expires}; after that the order expires.`,
    counter: 'Pay at a counter service with the barcode you receive.',
    billTitle: 'Your barcode to pay at a counter service',
    billShow: 'Show this barcode to the cashier to scan. If it does not scan, the cashier can type the references below.',
    billAlt: (no: string) => `Bill-payment barcode for order ${no}`,
    billPayTo: 'Pay to',
    billerId: 'Biller ID',
    ref1: 'Reference 1',
    ref2: 'Reference 2',
    billAmount: 'Amount',
    billDue: 'Pay by',
    time: (text: string) => text,
    button: 'View the order',
    signature: 'The Pawsook team\nPawsook Co., Ltd. · Tel. 02-114-7788 · LINE @pawsook',
  },
} satisfies Record<Lang, unknown>;

/** The order-placed mail: the lines, the totals and how to pay, in the member's language. */
export function renderOrderPlacedMail(lang: Lang, data: OrderMailData): RenderedMail {
  const c = copy[lang];
  const money = (line: OrderMailData['lines'][number]) => (line.free ? c.free : formatBaht(line.lineTotalSatang));
  const totals: [string, string][] = [
    [c.productTotal, formatBaht(data.productTotalSatang)],
    ...(data.discountSatang > 0 ? [[c.discount, `-${formatBaht(data.discountSatang)}`] as [string, string]] : []),
    [c.shipping, formatBaht(data.shippingSatang)],
    [c.net, formatBaht(data.netTotalSatang)],
  ];
  const howToPay = [c.howToPay(data.channelName, data.expiresAt), ...(data.channelKind === 'counter' ? [c.counter] : [])];
  const bill = data.counterBill ?? null;
  const billFields: [string, string][] = bill
    ? [
        [c.billPayTo, bill.billerName],
        [c.billerId, bill.billerId],
        [c.ref1, bill.ref1],
        [c.ref2, bill.ref2],
        [c.billAmount, formatBaht(bill.amountSatang)],
        [c.billDue, c.time(bill.dueAt)],
      ]
    : [];
  const text = [
    c.greeting(data.name),
    '',
    c.intro(data.orderNo),
    '',
    `${c.products}:`,
    ...data.lines.map((l) => `- ${l.name} × ${l.amount}: ${money(l)}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    ...howToPay,
    ...(bill ? ['', `${c.billTitle}:`, ...billFields.map(([label, value]) => `${label}: ${value}`)] : []),
    '',
    `${c.button}: ${data.link}`,
    '',
    c.signature,
  ].join('\n');
  const rows = data.lines
    .map((l) => `<tr><td style="padding:4px 0">${escapeHtml(l.name)} × ${l.amount}</td><td align="right">${escapeHtml(money(l))}</td></tr>`)
    .join('');
  const totalRows = totals
    .map(
      ([label, value], i) =>
        `<tr><td style="padding:4px 0${i === totals.length - 1 ? ';font-weight:700' : ''}">${escapeHtml(label)}</td><td align="right"${i === totals.length - 1 ? ' style="font-weight:700"' : ''}>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = mailHtml(lang, c.subject(data.orderNo), [
    mailRow('padding-top:16px;font-size:16px', escapeHtml(c.greeting(data.name))),
    mailRow('padding-top:12px;font-size:15px;line-height:1.6', escapeHtml(c.intro(data.orderNo))),
    mailRow('padding-top:16px', `<table role="presentation" width="100%" style="font-size:14px">${rows}</table>`),
    mailRow('padding-top:12px;border-top:1px solid #e5e7eb', `<table role="presentation" width="100%" style="font-size:14px">${totalRows}</table>`),
    mailRow('padding-top:16px;font-size:14px;line-height:1.6', howToPay.map(escapeHtml).join('<br>')),
    ...(bill
      ? [
          mailRow('padding-top:20px;font-size:16px;font-weight:700', escapeHtml(c.billTitle)),
          mailRow(
            'padding-top:12px',
            `<img src="data:image/png;base64,${bill.barcodePng}" alt="${escapeHtml(c.billAlt(data.orderNo))}" style="display:block;width:100%;max-width:520px;height:auto;background:#ffffff">`,
          ),
          mailRow('padding-top:8px;font-size:13px;color:#4b5563;line-height:1.6', escapeHtml(c.billShow)),
          mailRow(
            'padding-top:8px',
            `<table role="presentation" width="100%" style="font-size:14px">${billFields.map(([label, value]) => `<tr><td style="padding:4px 0;color:#4b5563">${escapeHtml(label)}</td><td align="right" style="font-weight:700">${escapeHtml(value)}</td></tr>`).join('')}</table>`,
          ),
        ]
      : []),
    mailButton(data.link, c.button),
    mailRow('padding-top:20px;font-size:12px;color:#6b7280;white-space:pre-line', escapeHtml(c.signature)),
  ]);
  return { subject: c.subject(data.orderNo), text, html, links: [data.link] };
}
