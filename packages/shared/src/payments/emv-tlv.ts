/**
 * EMVCo merchant-presented QR payloads (the format under Thai QR / PromptPay): a flat string of
 * fields, each a two-digit tag, a two-digit length and the value; some values are themselves such
 * a string (templates such as tag 30). The payload always ends with the CRC field "6304XXXX".
 *
 * Lengths count characters. They equal bytes only for ASCII, which is what a scanner counts in a
 * byte-mode QR code, so every value written here must be ASCII.
 */

export type EmvField = { tag: string; value: string };

/** The CRC field's tag and length, which are part of what the CRC covers. */
const crcFieldPrefix = '6304';
const maxFieldLength = 99;
const asciiOnly = /^[\x20-\x7E]*$/;

/** One field: tag, two-digit length, value. */
export function emvField(tag: string, value: string): string {
  if (!/^\d{2}$/.test(tag)) throw new RangeError(`EMV tag must be two digits, got ${JSON.stringify(tag)}`);
  if (value.length > maxFieldLength) {
    throw new RangeError(`EMV field ${tag} is ${value.length} characters; at most ${maxFieldLength} fit a two-digit length`);
  }
  if (!asciiOnly.test(value)) {
    throw new RangeError(`EMV field ${tag} must be printable ASCII so its length counts the bytes a scanner reads`);
  }
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** Fields written one after another, in the order given (used for templates such as tag 30). */
export function emvFields(fields: readonly EmvField[]): string {
  return fields.map((field) => emvField(field.tag, field.value)).join('');
}

/**
 * A complete payload: the fields, then "6304" and the CRC over everything before the CRC digits.
 * The CRC field is added here, never by callers, so it can only ever be last.
 */
export function buildEmvPayload(fields: readonly EmvField[]): string {
  if (fields.some((field) => field.tag === '63')) throw new RangeError('The CRC field (63) is added by buildEmvPayload');
  const covered = emvFields(fields) + crcFieldPrefix;
  return covered + emvCrc16(covered);
}

/**
 * Splits a payload (or a template's value) back into its fields, in order, without interpreting
 * them. Throws on a truncated or malformed string rather than guessing.
 */
export function parseEmvFields(text: string): EmvField[] {
  const fields: EmvField[] = [];
  let at = 0;
  while (at < text.length) {
    const header = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(header)) throw new RangeError(`Malformed EMV field header at position ${at}: ${JSON.stringify(header)}`);
    const length = Number(header.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) throw new RangeError(`EMV field ${header.slice(0, 2)} at position ${at} is cut short`);
    fields.push({ tag: header.slice(0, 2), value });
    at += 4 + length;
  }
  return fields;
}

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR) as four
 * upper-case hex digits, which is what EMVCo and Thai bank apps check. "123456789" gives 29B1.
 */
export function emvCrc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * True when the payload ends with "6304" and the CRC of everything up to and including "6304".
 * Lower-case hex is refused: the builder always writes upper case and bank apps expect it.
 */
export function hasValidEmvCrc(payload: string): boolean {
  const crcAt = payload.length - 4;
  if (crcAt < crcFieldPrefix.length || payload.slice(crcAt - crcFieldPrefix.length, crcAt) !== crcFieldPrefix) return false;
  return payload.slice(crcAt) === emvCrc16(payload.slice(0, crcAt));
}
