import { describe, expect, it } from 'vitest';
import { slipQrText, transferSlipImage } from '../../../test/transfer-slip-image';
import { readSlipQr, slipReferenceOf } from './transfer-slip-qr';

describe('slipReferenceOf', () => {
  it('takes the reference out of a slip QR’s text', () => {
    expect(slipReferenceOf(slipQrText('015332110012ABC01234'))).toBe('015332110012ABC01234');
    expect(slipReferenceOf(` ${slipQrText('2024112800001')}\n`)).toBe('2024112800001');
  });

  it('is null for a QR that is not a slip’s: a PromptPay bill, a link, broken text', () => {
    for (const text of ['00020101021229370016A000000677010111011300668012345675802TH530376463046197', 'https://pawsook.example/', '0041000600', '']) {
      expect(slipReferenceOf(text)).toBeNull();
    }
  });
});

describe('readSlipQr', () => {
  it('reads the small QR in the corner of a slip picture, JPEG or PNG', async () => {
    expect(await readSlipQr(await transferSlipImage({ reference: 'REF-JPEG-0001' }))).toBe(slipQrText('REF-JPEG-0001'));
    expect(await readSlipQr(await transferSlipImage({ reference: 'REF-PNG-0002', format: 'png' }))).toBe(slipQrText('REF-PNG-0002'));
  });

  it('is null for a slip without a QR and for bytes that are no picture', async () => {
    expect(await readSlipQr(await transferSlipImage())).toBeNull();
    expect(await readSlipQr(Buffer.from('not a picture'))).toBeNull();
  });
});
