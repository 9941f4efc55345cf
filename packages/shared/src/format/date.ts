/**
 * Dates and numbers as the shop shows them (member-area spec §9): DD/MM/YYYY, with HH:mm or
 * HH:mm:ss in places, always in Thailand's time (Asia/Bangkok, UTC+7, no daylight saving), whatever
 * the browser's own zone, locale or calendar. The year is the Buddhist era in Thai (2026 is 2569, as
 * Thai readers count years) and Gregorian in English (decision 0025).
 */

import { groupThousands } from '../money/money';

export const SHOP_TIME_ZONE = 'Asia/Bangkok';

export type DateInput = Date | string | number;

/** The language a date is written for: it decides the era of the year. */
export type DateLanguage = 'th' | 'en';

/** The Thai solar calendar's years run 543 ahead, beginning on 1 January like the Gregorian. */
const BUDDHIST_ERA_OFFSET = 543;

/**
 * Thailand has kept UTC+7 without daylight saving since 1920, so the shop's time is the UTC clock
 * moved on seven hours. Written as arithmetic rather than with Intl.DateTimeFormat and a time zone:
 * setting that up loads the zone's data, which on a phone was a tenth of a second of the product
 * page's start.
 */
const SHOP_UTC_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The shop's calendar day (YYYY-MM-DD, Bangkok) of an instant: a delivery's day, a tax document's date and month. */
export function bangkokDayOf(at: Date): string {
  return new Date(at.getTime() + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

function toDate(input: DateInput): Date {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(input)}`);
  return date;
}

interface Fields {
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
  second: string;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

function fields(input: DateInput, lang: DateLanguage): Fields {
  const shopClock = new Date(toDate(input).getTime() + SHOP_UTC_OFFSET_MS);
  const year = shopClock.getUTCFullYear() + (lang === 'th' ? BUDDHIST_ERA_OFFSET : 0);
  return {
    day: twoDigits(shopClock.getUTCDate()),
    month: twoDigits(shopClock.getUTCMonth() + 1),
    year: String(year).padStart(4, '0'),
    hour: twoDigits(shopClock.getUTCHours()),
    minute: twoDigits(shopClock.getUTCMinutes()),
    second: twoDigits(shopClock.getUTCSeconds()),
  };
}

/** The year on Thailand's clock at that moment, Gregorian (2026 from 31/12/2025 17:00 UTC on) */
export function shopYear(input: DateInput): number {
  return new Date(toDate(input).getTime() + SHOP_UTC_OFFSET_MS).getUTCFullYear();
}

/** 05/01/2026 in English, 05/01/2569 in Thai */
export function formatDate(input: DateInput, lang: DateLanguage = 'en'): string {
  const f = fields(input, lang);
  return `${f.day}/${f.month}/${f.year}`;
}

/** 05/01/2026 14:30 in English, 05/01/2569 14:30 in Thai */
export function formatDateTime(input: DateInput, lang: DateLanguage = 'en'): string {
  const f = fields(input, lang);
  return `${f.day}/${f.month}/${f.year} ${f.hour}:${f.minute}`;
}

/** 05/01/2026 14:30:59 (the QR payment expiry, spec cart-checkout §2) */
export function formatDateTimeSeconds(input: DateInput, lang: DateLanguage = 'en'): string {
  const f = fields(input, lang);
  return `${f.day}/${f.month}/${f.year} ${f.hour}:${f.minute}:${f.second}`;
}

const numberFormats = new Map<number, Intl.NumberFormat>();

/** 1234567 → "1,234,567"; up to `maximumFractionDigits` decimals (default 2), never rounded to fewer. */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a number: ${value}`);
  // whole numbers (counts, coins) need no Intl.NumberFormat, whose set-up is a long task on a phone
  if (Number.isSafeInteger(value)) return `${value < 0 ? '-' : ''}${groupThousands(Math.abs(value))}`;
  let format = numberFormats.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { useGrouping: true, maximumFractionDigits, numberingSystem: 'latn' });
    numberFormats.set(maximumFractionDigits, format);
  }
  // -0 would print as "-0".
  return format.format(value === 0 ? 0 : value);
}
