import type { Lang } from '@pawsook/shared/i18n/translate';
import { escapeHtml } from '@pawsook/shared/text/escape-html';
import type { MailAttachmentRef } from './mail.types';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** files drawn when it is sent (mail.types.ts) */
  attachments?: MailAttachmentRef[];
}

interface ActionMailCopy {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  button: string;
  expiry: string;
  ignore: string;
}

const signature: Record<Lang, string> = {
  th: 'ทีมงาน Pawsook\nบริษัท พอสุข จำกัด · โทร 02-114-7788 · LINE @pawsook',
  en: 'The Pawsook team\nPawsook Co., Ltd. · Tel. 02-114-7788 · LINE @pawsook',
};

const copy: Record<'confirm-email' | 'reset-password' | 'staff-invite', Record<Lang, ActionMailCopy>> = {
  'confirm-email': {
    th: {
      subject: 'ยืนยันอีเมลเพื่อเริ่มใช้งานบัญชี Pawsook',
      greeting: (name) => `สวัสดีคุณ${name}`,
      body: 'ขอบคุณที่สมัครสมาชิก Pawsook กรุณากดปุ่มด้านล่างเพื่อยืนยันอีเมลของคุณ เมื่อยืนยันแล้วคุณจะได้รับเหรียญต้อนรับทันที',
      button: 'ยืนยันอีเมล',
      expiry: 'ลิงก์นี้ใช้ได้ครั้งเดียวและจะหมดอายุภายใน 24 ชั่วโมง',
      ignore: 'หากคุณไม่ได้สมัครสมาชิก Pawsook ไม่ต้องดำเนินการใด ๆ',
    },
    en: {
      subject: 'Confirm your e-mail to start using your Pawsook account',
      greeting: (name) => `Hello ${name},`,
      body: 'Thank you for joining Pawsook. Please press the button below to confirm your e-mail address. Your welcome coins arrive as soon as you confirm.',
      button: 'Confirm e-mail',
      expiry: 'This link works once and expires in 24 hours.',
      ignore: 'If you did not sign up for Pawsook, you can ignore this e-mail.',
    },
  },
  'reset-password': {
    th: {
      subject: 'ตั้งรหัสผ่านใหม่สำหรับบัญชี Pawsook',
      greeting: (name) => `สวัสดีคุณ${name}`,
      body: 'เราได้รับคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณ กรุณากดปุ่มด้านล่างเพื่อตั้งรหัสผ่านใหม่ เมื่อเปลี่ยนแล้วทุกอุปกรณ์จะออกจากระบบ',
      button: 'ตั้งรหัสผ่านใหม่',
      expiry: 'ลิงก์นี้ใช้ได้ครั้งเดียวและจะหมดอายุภายใน 1 ชั่วโมง',
      ignore: 'หากคุณไม่ได้ขอเปลี่ยนรหัสผ่าน ไม่ต้องดำเนินการใด ๆ รหัสผ่านเดิมของคุณยังใช้งานได้ตามปกติ',
    },
    en: {
      subject: 'Set a new password for your Pawsook account',
      greeting: (name) => `Hello ${name},`,
      body: 'We received a request to set a new password for your account. Press the button below to choose a new one. Once it is changed, every device will be signed out.',
      button: 'Set a new password',
      expiry: 'This link works once and expires in 1 hour.',
      ignore: 'If you did not ask to change your password, you can ignore this e-mail; your password stays as it is.',
    },
  },
  'staff-invite': {
    th: {
      subject: 'คำเชิญเข้าร่วมทีมงานร้าน Pawsook',
      greeting: (name) => `สวัสดีคุณ${name}`,
      body: 'คุณได้รับเชิญให้ใช้ระบบหลังร้านของ Pawsook กรุณากดปุ่มด้านล่างเพื่อตั้งรหัสผ่านของคุณ แล้วเข้าสู่ระบบด้วยอีเมลนี้',
      button: 'ตั้งรหัสผ่านและเข้าสู่ระบบ',
      expiry: 'ลิงก์นี้ใช้ได้ครั้งเดียวและจะหมดอายุภายใน 7 วัน',
      ignore: 'หากคุณไม่รู้จักคำเชิญนี้ ไม่ต้องดำเนินการใด ๆ',
    },
    en: {
      subject: "You're invited to the Pawsook shop team",
      greeting: (name) => `Hello ${name},`,
      body: "You have been invited to use Pawsook's back office. Press the button below to choose your password, then sign in with this e-mail address.",
      button: 'Choose a password and sign in',
      expiry: 'This link works once and expires in 7 days.',
      ignore: 'If you do not know of this invitation, you can ignore this e-mail.',
    },
  },
};

/** A mail with one call to action, as HTML with a plain-text part, in the member's language. */
export function renderActionMail(kind: keyof typeof copy, lang: Lang, data: { name: string; link: string }): RenderedMail {
  const c = copy[kind][lang];
  const text = [c.greeting(data.name), '', c.body, '', `${c.button}: ${data.link}`, '', c.expiry, c.ignore, '', signature[lang]].join('\n');
  const html = mailHtml(lang, c.subject, [
    mailRow('padding-top:16px;font-size:16px', escapeHtml(c.greeting(data.name))),
    mailRow('padding-top:12px;font-size:15px;line-height:1.6', escapeHtml(c.body)),
    mailButton(data.link, c.button),
    mailRow('font-size:13px;color:#4b5563;line-height:1.6', `${escapeHtml(c.expiry)}<br>${escapeHtml(c.ignore)}`),
    mailRow('padding-top:12px;font-size:12px;color:#6b7280;word-break:break-all', escapeHtml(data.link)),
    mailRow('padding-top:20px;font-size:12px;color:#6b7280;white-space:pre-line', escapeHtml(signature[lang])),
  ]);
  return { subject: c.subject, text, html, links: [data.link] };
}

/** One row of a mail's card: `html` is the cell's content, escaped by the caller. */
export const mailRow = (style: string, html: string) => `<tr><td style="${style}">${html}</td></tr>`;

/** The mail's one call to action. */
export const mailButton = (link: string, label: string) =>
  mailRow(
    'padding:24px 0',
    `<a href="${escapeHtml(link)}" style="display:inline-block;background:#C2410C;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 24px;border-radius:8px">${escapeHtml(label)}</a>`,
  );

/**
 * A link in a mail: the shop's page with the mail's language in `?lang=`, which the web app reads
 * first (apps/web/src/lib/preferences.ts) so that an English mail never opens a Thai page, even on
 * a device that has never seen the shop or last used it in the other language.
 */
export function mailLink(publicUrl: string, path: string, params: Record<string, string>, lang: Lang): string {
  return `${publicUrl}${path}?${new URLSearchParams({ ...params, lang }).toString()}`;
}

/**
 * Every mail of the shop as HTML: the brand on top of a 560 px card holding `rows` (see mailRow),
 * inline styles only (mail clients drop style sheets), the Thai font first. The brand is its name
 * alone: an emoji beside it was an empty box where no emoji font is installed.
 */
export function mailHtml(lang: Lang, title: string, rows: string[]): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#FFF7ED;font-family:'Noto Sans Thai',Tahoma,Arial,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:28px">
<tr><td style="font-size:22px;font-weight:700;color:#C2410C">Pawsook</td></tr>
${rows.join('\n')}
</table></td></tr></table></body></html>`;
}
