import { formatBaht } from '@pawsook/shared/money/money';

const THAI_MONTHS = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
];
const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function dayParts(isoDay: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) throw new RangeError(`Not a day as YYYY-MM-DD: ${isoDay}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) throw new RangeError(`Not a day as YYYY-MM-DD: ${isoDay}`);
  return { year, month, day };
}

/**
 * "2026-11-29" → "29 พฤศจิกายน 2569" and "29 November 2026": Thai accountants read the Buddhist-era date,
 * foreign ones the Gregorian. Month names from a table: nothing here depends on the locale data of the Node build.
 */
export function bilingualDate(isoDay: string): { th: string; en: string } {
  const { year, month, day } = dayParts(isoDay);
  return { th: `${day} ${THAI_MONTHS[month - 1]} ${year + 543}`, en: `${day} ${ENGLISH_MONTHS[month - 1]} ${year}` };
}

/** The moment a PDF says it was made: midnight in Bangkok on the day of issue, so drawing it again changes no byte. */
export function issueMoment(isoDay: string): Date {
  dayParts(isoDay);
  return new Date(`${isoDay}T00:00:00+07:00`);
}

/** 700 → "7%", 750 → "7.5%" */
export function vatRateText(basisPoints: number): string {
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) throw new RangeError(`Not a rate in basis points: ${basisPoints}`);
  const whole = Math.floor(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}%` : `${whole}%`;
}

/** An amount taken off, as its own row: "-฿120.00" */
export function discountText(amountSatang: number): string {
  return formatBaht(-Math.abs(amountSatang));
}

export function branchText(branchNo: string | null): string {
  return branchNo ? `สาขาที่ ${branchNo} / Branch ${branchNo}` : 'สำนักงานใหญ่ / Head office';
}

const words = new Intl.Segmenter('th', { granularity: 'word' });
const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

/**
 * Splits text into lines no wider than `width` as `measure` sees them. Thai is written without spaces
 * between words, so a line may end between any two words the dictionary segmenter finds; a single word
 * wider than the line is cut between grapheme clusters, so a mark never leaves its consonant.
 */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    const pieces = Array.from(words.segment(paragraph), (part) => part.segment);
    for (const piece of pieces) {
      if (measure(line + piece) <= width) {
        line += piece;
        continue;
      }
      if (line.trim()) lines.push(line.trimEnd());
      line = piece.trimStart();
      if (measure(line) <= width) continue;
      // a word longer than the whole line: cut it between grapheme clusters
      let part = '';
      for (const { segment } of graphemes.segment(line)) {
        if (part && measure(part + segment) > width) {
          lines.push(part);
          part = '';
        }
        part += segment;
      }
      line = part;
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
