/**
 * Orders on the back office's screens: baht with the shop's one formatter, dates in Bangkok time
 * in the shop's format of the page's language (decision 0025), status and carrier names as the
 * shared tables give them in Thai and English. Display only: nothing here computes an amount.
 */
import { formatDateTime, type DateInput } from '@pawsook/shared/format/date';
import { bahtDecimalText, bahtToSatang, formatBaht } from '@pawsook/shared/money/money';
import { CARRIERS, isCarrierId } from '@pawsook/shared/orders/carriers';
import { paymentChannelIdByKind, type PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';
import { ORDER_STATUS_NAMES } from '@pawsook/shared/status/order-status-names';
import type { OrderStatusId } from '@pawsook/shared/status/order-status';
import type { Language } from '../../lib/preferences';

/** Baht as the API sends them: ฿1,234.00. */
export const showBaht = (baht: number): string => formatBaht(bahtToSatang(baht));

/** Baht as a transfer slip and the payment call write them: "1234.00". */
export const bahtText = (baht: number): string => bahtDecimalText(bahtToSatang(baht));

export function showDateTime(input: DateInput, language: Language): string {
  return Number.isNaN(new Date(input).getTime()) ? '—' : formatDateTime(input, language);
}

/** A calendar day written YYYY-MM-DD, read as written: DD/MM/YYYY, the Buddhist era in Thai. */
export function showCalendarDay(day: string | null, language: Language): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  if (!match) return '—';
  const [, year, month, date] = match;
  return `${date}/${month}/${Number(year) + (language === 'th' ? 543 : 0)}`;
}

export function statusName(statusId: number, language: Language): string {
  return ORDER_STATUS_NAMES[statusId as OrderStatusId]?.[language] ?? String(statusId);
}

export function carrierName(carrier: string | null, language: Language): string {
  return isCarrierId(carrier) ? CARRIERS[carrier][language] : (carrier ?? '—');
}

/** staff.channels.<kind> in the locale files, or null for a channel id the shop does not know. */
export function channelKind(channelId: number): PaymentChannelKind | null {
  const found = Object.entries(paymentChannelIdByKind).find(([, id]) => id === channelId);
  return found ? (found[0] as PaymentChannelKind) : null;
}

/** An address the API keeps as the member typed it, as lines in the page's language. */
export function addressLines(address: Record<string, unknown> | null, language: Language): string[] {
  if (!address) return [];
  const text = (key: string) => (typeof address[key] === 'string' ? (address[key] as string).trim() : '');
  const local = (key: string) => text(`${key}${language === 'th' ? 'Th' : 'En'}`) || text(`${key}${language === 'th' ? 'En' : 'Th'}`);
  return [
    [text('name'), text('surname')].filter(Boolean).join(' '),
    text('address'),
    [local('subDistrict'), local('district'), local('province'), text('postelCode')].filter(Boolean).join(' '),
    text('phone'),
  ].filter(Boolean);
}
