import QRCode from 'qrcode';

/** The QR standard asks for four light modules around the code; some scanners fail without them. */
export const QUIET_ZONE_MODULES = 4;

export interface QrDrawing {
  /** width and height of the SVG's viewBox, in modules, quiet zone included */
  size: number;
  /** one SVG path of the dark modules, a rectangle per run of dark modules in a row */
  path: string;
}

/**
 * A payload as an SVG drawing: the module grid of `qrcode` at error correction M (what the bank
 * apps read; tested in thai-qr-scan.test.ts), drawn as whole-module rectangles so the browser
 * scales it to any size without blurring.
 */
export function drawQr(payload: string): QrDrawing {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      const run = column - start;
      parts.push(`M${start + QUIET_ZONE_MODULES} ${row + QUIET_ZONE_MODULES}h${run}v1h-${run}z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE_MODULES, path: parts.join('') };
}

/** The same QR as a PNG (data URL), for a shopper who pays from a banking app on the same phone. */
export function qrImageUrl(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: QUIET_ZONE_MODULES, width: 720, type: 'image/png' });
}
