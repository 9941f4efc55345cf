import { describe, expect, it } from 'vitest';
import { billBarcodePng, billBarcodeSvg, counterBillForMail, counterBillOf } from './counter-bill';
import { scanBarcodePng as scanPng, scanBarcodeSvg as scanSvg } from './counter-barcode-scan';

const bill = counterBillOf(
  { billerId: '099400061772100', billerName: 'Pawsook Co., Ltd.' },
  { orderNo: 'PS261125AB12CD', isDonation: false, netTotalSatang: 52_000, expiresAt: new Date('2026-11-27T05:00:00Z') },
);

describe('the counter-service bill', () => {
  it('carries the shop’s biller, the Thai QR references and the exact amount in satang', () => {
    expect(bill).toMatchObject({ ref1: 'REGULAR', ref2: 'PS261125AB12CD', amountSatang: 52_000, dueAt: new Date('2026-11-27T05:00:00Z') });
    expect(bill.barcodeText).toBe('|099400061772100\rREGULAR\rPS261125AB12CD\r52000');
    const donation = counterBillOf(
      { billerId: '099400061772100', billerName: 'x' },
      { orderNo: 'PS1', isDonation: true, netTotalSatang: 1, expiresAt: new Date() },
    );
    expect(donation.ref1).toBe('DONATION');
  });

  it('is drawn as a Code 128 that a scanner reads back to the same text, as a PNG for mails and as SVG for pages', async () => {
    expect(scanPng(await billBarcodePng(bill.barcodeText))).toBe(bill.barcodeText);
    const svg = billBarcodeSvg(bill.barcodeText, 'Bill-payment barcode for order "PS261125AB12CD"');
    expect(svg).toMatch(/^<svg role="img" aria-label="Bill-payment barcode for order &quot;PS261125AB12CD&quot;" class="barcode" /);
    expect(scanSvg(svg)).toBe(bill.barcodeText);
    // the published vector of ../shared/data/thai-qr-vectors.md
    const vector = '|099400016550100\r123456789012\r670429\r364922';
    expect(scanPng(await billBarcodePng(vector))).toBe(vector);
  });
});

describe('the counter-service bill for a mail', () => {
  it('writes the due date for the mail’s language and carries the barcode as a PNG that scans', async () => {
    const order = { orderNo: 'PS261125AB12CD', isDonation: false, netTotalSatang: 52_000, expiresAt: new Date('2026-11-27T05:00:00Z') };
    const forMail = counterBillForMail({ billerId: '099400061772100', billerName: 'Pawsook Co., Ltd.' });
    const th = await forMail(order, 'th');
    expect(th).toMatchObject({ billerId: '099400061772100', ref1: 'REGULAR', ref2: 'PS261125AB12CD', amountSatang: 52_000, dueAt: '27/11/2569 12:00' });
    expect((await forMail(order, 'en')).dueAt).toBe('27/11/2026 12:00');
    expect(scanPng(Buffer.from(th.barcodePng, 'base64'))).toBe(bill.barcodeText);
  });
});
