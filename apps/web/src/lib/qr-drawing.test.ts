import { thaiQrBillPayment } from '@pawsook/shared/payments/thai-qr';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { drawQr, QUIET_ZONE_MODULES } from './qr-drawing';

const PIXELS_PER_MODULE = 4;

/** Paints the drawing's path (rectangles "Mx yhNv1h-Nz") black on white, as the browser would. */
function paint({ size, path }: { size: number; path: string }): { pixels: Uint8ClampedArray; width: number; dark: boolean[][] } {
  const dark = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const match of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    const [x, y, run, back] = match.slice(1).map(Number) as [number, number, number, number];
    expect(back).toBe(run);
    for (let i = 0; i < run; i += 1) dark[y]![x + i] = true;
  }
  const width = size * PIXELS_PER_MODULE;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < width; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (dark[Math.floor(y / PIXELS_PER_MODULE)]![Math.floor(x / PIXELS_PER_MODULE)]) {
        const at = (y * width + x) * 4;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
      }
    }
  }
  return { pixels, width, dark };
}

describe('the Thai QR drawn as an SVG path', () => {
  const payload = thaiQrBillPayment({ billerId: '099400016550100', ref1: 'REGULAR', ref2: 'PS2607010ABCDE', amountSatang: 27_900 });

  it('scans back to the payload', () => {
    const { pixels, width } = paint(drawQr(payload));
    expect(jsQR(pixels, width, width, { inversionAttempts: 'dontInvert' })?.data).toBe(payload);
  });

  it('keeps four light modules all round', () => {
    const drawing = drawQr(payload);
    const { dark } = paint(drawing);
    const edge = drawing.size - QUIET_ZONE_MODULES;
    for (let y = 0; y < drawing.size; y += 1) {
      for (let x = 0; x < drawing.size; x += 1) {
        if (x < QUIET_ZONE_MODULES || y < QUIET_ZONE_MODULES || x >= edge || y >= edge) expect(dark[y]![x], `${x},${y}`).toBe(false);
      }
    }
    // the finder pattern's corner is where the code begins
    expect(dark[QUIET_ZONE_MODULES]![QUIET_ZONE_MODULES]).toBe(true);
  });
});
