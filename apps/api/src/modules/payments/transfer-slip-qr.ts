import jsQR from 'jsqr';
import sharp from 'sharp';
import { parseEmvFields } from '@pawsook/shared/payments/emv-tlv';

/**
 * Thai banks print a small QR on every transfer slip for the Bank of Thailand's slip check: an
 * EMV-style text whose field 00 holds the API id (00), the sending bank (01) and the transfer's
 * reference (02), then the country (51) and a CRC (91). The reference is what matters here: the
 * same one sent for two orders is the same money shown twice (decision 0060).
 */

/** The side the picture is read at: a slip's QR is a few percent of it, so not much smaller. */
const READ_SIDE = 1600;
/** a slip's QR text is short; anything longer is some other QR, not a transfer's reference */
const MAX_REFERENCE = 64;

/** The transfer's reference in a slip QR's text, or null when the text is not a slip's. */
export function slipReferenceOf(text: string): string | null {
  const trimmed = text.trim();
  try {
    const top = new Map(parseEmvFields(trimmed).map((f) => [f.tag, f.value]));
    const inner = top.get('00');
    if (inner === undefined || !top.has('51')) return null;
    const reference = parseEmvFields(inner)
      .find((f) => f.tag === '02')
      ?.value.trim();
    return reference && reference.length <= MAX_REFERENCE && /^[\x21-\x7E]+$/.test(reference) ? reference : null;
  } catch {
    return null;
  }
}

/**
 * Reads the QR of a slip's picture (bytes already checked to be a PNG or JPEG): its text, or null
 * when none could be read. Turned upright and, when large, read at READ_SIDE.
 */
export async function readSlipQr(bytes: Buffer): Promise<string | null> {
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize({ width: READ_SIDE, height: READ_SIDE, fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height, { inversionAttempts: 'attemptBoth' });
    return found?.data ? found.data : null;
  } catch {
    return null;
  }
}
