import { BinaryBitmap, Code128Reader, HybridBinarizer, RGBLuminanceSource } from '@zxing/library';
import { PNG } from 'pngjs';

/**
 * For tests: what a counter's scanner reads from the shop's drawings of a bill-payment barcode
 * (one Code 128 symbol, decoded by ZXing from grey levels).
 */
function scan(luminance: Uint8ClampedArray, width: number, height: number): string {
  return new Code128Reader().decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)))).getText();
}

/** Reads a barcode PNG (the mail's). */
export function scanBarcodePng(png: Buffer): string {
  const image = PNG.sync.read(png);
  const luminance = new Uint8ClampedArray(image.width * image.height);
  for (let i = 0; i < luminance.length; i++) luminance[i] = image.data[i * 4]!;
  return scan(luminance, image.width, image.height);
}

/** Reads a barcode SVG (the counter page's): bwip-js draws each bar as a vertical stroke of a path. */
export function scanBarcodeSvg(svg: string): string {
  const [, w, h] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg)!.map(Number) as [number, number, number];
  const luminance = new Uint8ClampedArray(w * h).fill(255);
  for (const [, strokeWidth, d] of svg.matchAll(/stroke-width="([\d.]+)" d="([^"]+)"/g)) {
    for (const [, x] of d!.matchAll(/M([\d.]+) [\d.]+L[\d.]+ [\d.]+/g)) {
      const from = Math.round(Number(x) - Number(strokeWidth) / 2);
      for (let px = from; px < from + Number(strokeWidth); px++) for (let y = 0; y < h; y++) luminance[y * w + px] = 0;
    }
  }
  return scan(luminance, w, h);
}
