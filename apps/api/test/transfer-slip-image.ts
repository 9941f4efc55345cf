import QRCode from 'qrcode';
import sharp, { type OverlayOptions } from 'sharp';
import { emvCrc16, emvFields } from '@pawsook/shared/payments/emv-tlv';

/**
 * The QR text a Thai bank prints on a transfer slip (the Bank of Thailand's slip check): field 00
 * with the API id, the sending bank and the reference; the country; a CRC (tag 91).
 */
export function slipQrText(reference: string, bank = '014'): string {
  const covered =
    emvFields([
      {
        tag: '00',
        value: emvFields([
          { tag: '00', value: '000001' },
          { tag: '01', value: bank },
          { tag: '02', value: reference },
        ]),
      },
      { tag: '51', value: 'TH' },
    ]) + '9104';
  return covered + emvCrc16(covered);
}

/**
 * A slip as a banking app saves it: a tall picture with the bank's header, the transfer's lines and
 * its small QR in a corner (JPEG like a phone's screenshot, or PNG). Without `reference`, no QR.
 */
export async function transferSlipImage({ reference, format = 'jpeg' }: { reference?: string; format?: 'jpeg' | 'png' } = {}): Promise<Buffer> {
  const width = 720;
  const height = 1280;
  const lines = Array.from({ length: 8 }, (_, i) => `<rect x="60" y="${300 + i * 90}" width="${360 + (i % 3) * 80}" height="28" rx="6" fill="#c8ccd4"/>`).join(
    '',
  );
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f4f7fb"/><rect width="100%" height="180" fill="#138f2d"/>${lines}</svg>`,
  );
  const layers: OverlayOptions[] = [];
  if (reference !== undefined) {
    const qr = await QRCode.toBuffer(slipQrText(reference), { type: 'png', margin: 2, scale: 5, errorCorrectionLevel: 'M' });
    layers.push({ input: qr, left: width - 260, top: height - 300 });
  }
  const picture = sharp(background).composite(layers);
  return format === 'png' ? picture.png().toBuffer() : picture.jpeg({ quality: 88 }).toBuffer();
}
