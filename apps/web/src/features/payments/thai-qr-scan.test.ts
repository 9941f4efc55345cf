import { parseThaiQr, thaiQrBillPayment } from '@pawsook/shared/payments/thai-qr';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';

// Lives in the web app, which owns the qrcode dependency because it draws the QR; jsQR stands in
// for the payer's bank app, so a payload that passes here is one a real scanner reads back intact.

const pixelsPerModule = 4;
/** The QR standard asks for four light modules around the code; scanners may fail without them. */
const quietZoneModules = 4;

/** Draws the QR for a payload as black-on-white RGBA pixels, the way a screen shows it. */
function drawQr(payload: string): { pixels: Uint8ClampedArray; width: number } {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const width = (modules.size + 2 * quietZoneModules) * pixelsPerModule;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      const row = Math.floor(y / pixelsPerModule) - quietZoneModules;
      const column = Math.floor(x / pixelsPerModule) - quietZoneModules;
      const inCode = row >= 0 && row < modules.size && column >= 0 && column < modules.size;
      if (inCode && modules.get(row, column)) {
        const at = (y * width + x) * 4;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
      }
    }
  }
  return { pixels, width };
}

function scan(payload: string): string | undefined {
  const { pixels, width } = drawQr(payload);
  return jsQR(pixels, width, width, { inversionAttempts: 'dontInvert' })?.data;
}

describe('a Thai QR bill payment survives drawing and scanning', () => {
  it('reads back the published bill of 3,649.22 baht as built by thaiQrBillPayment', () => {
    const payload = thaiQrBillPayment({ billerId: '099400016550100', ref1: '123456789012', ref2: '670429', amountSatang: 364922 });
    expect(payload).toBe('00020101021230650016A00000067701011201150994000165501000212123456789012030667042953037645802TH54073649.2263044534');
    expect(scan(payload)).toBe(payload);
  });

  it('reads back a bill with every optional field, references and amount intact', () => {
    const payload = thaiQrBillPayment({
      billerId: '099400016550100',
      ref1: 'PS2569000123',
      ref2: '20260315',
      amountSatang: 1,
      merchantName: 'PAWSOOK PET SUPPLIES',
      terminal: 'WEB',
    });
    const scanned = scan(payload);
    expect(scanned).toBe(payload);
    expect(parseThaiQr(scanned ?? '')).toMatchObject({ ref1: 'PS2569000123', ref2: '20260315', amountSatang: 1, crcValid: true });
  });
});
