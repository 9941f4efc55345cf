import { messagesEn, type MessageKey } from './messages.en';
import { messagesTh } from './messages.th';

export type Lang = 'th' | 'en';
export type { MessageKey };
export type MessageParams = Record<string, string | number>;

const catalogs: Record<Lang, Record<MessageKey, string>> = { th: messagesTh, en: messagesEn };

/** Thai unless the caller asked for English: the spec's `lang` header defaults to th. */
export function parseLang(value: unknown): Lang {
  return typeof value === 'string' && value.trim().toLowerCase().startsWith('en') ? 'en' : 'th';
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messagesEn, value);
}

export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return catalogs[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}
