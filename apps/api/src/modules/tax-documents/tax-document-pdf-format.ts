import { formatBaht } from '@pawsook/shared/money/money';

const THAI_MONTHS = ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'];
const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

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
 * wider than the line is cut between grapheme clusters, so a mark never leaves its consonant. A line's
 * width is the sum of its words' widths (shaping stays inside a Thai word; the padding of a table cell
 * takes the odd point of kerning across a space), so each word is measured once.
 */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  const widths = new Map<string, number>();
  const widthOf = (piece: string): number => {
    let known = widths.get(piece);
    if (known === undefined) widths.set(piece, (known = measure(piece)));
    return known;
  };
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    let lineWidth = 0;
    for (const { segment } of words.segment(paragraph)) {
      const pieceWidth = widthOf(segment);
      if (lineWidth + pieceWidth <= width) {
        line += segment;
        lineWidth += pieceWidth;
        continue;
      }
      if (line.trim()) lines.push(line.trimEnd());
      line = segment.trimStart();
      lineWidth = widthOf(line);
      if (lineWidth <= width) continue;
      // a word longer than the whole line: cut it between grapheme clusters
      let part = '';
      for (const { segment: cluster } of graphemes.segment(line)) {
        if (part && measure(part + cluster) > width) {
          lines.push(part);
          part = '';
        }
        part += cluster;
      }
      line = part;
      lineWidth = measure(part);
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

/**
 * Text the font can draw: a character it lacks becomes its compatibility form where the font has that
 * (ﬁ → fi, ＰＡＷＳ → PAWS), so a name pasted from a word processor prints as letters rather than
 * empty boxes. Noto Sans Thai already has the curly quotes, dashes and ellipsis; what has no form it
 * draws (an emoji, Chinese) is left as it is.
 */
export function printableText(text: string, hasCharacter: (codePoint: number) => boolean): string {
  let printable = '';
  for (const character of text) {
    const compatible = hasCharacter(character.codePointAt(0)!) ? character : character.normalize('NFKC');
    printable += [...compatible].every((part) => hasCharacter(part.codePointAt(0)!)) ? compatible : character;
  }
  return printable;
}
