import { describe, expect, it } from 'vitest';
import { formatBaht } from '@pawsook/shared/money/money';
import { pdfText } from '../../../test/pdf-text';
import { drawTaxDocumentPdf } from './tax-document-pdf';
import { creditNote, richInvoice } from './tax-document-pdf.fixture';

/** Wrapping breaks lines where the text had none; compare without any white space. */
const compact = (text: string) => text.replace(/\s+/g, '');

function expectAll(text: string, expected: string[]): void {
  const missing = expected.filter((part) => !compact(text).includes(compact(part)));
  expect(missing).toEqual([]);
}

// the first PDF loads pdfkit, fontkit and the fonts: a second on an idle machine, several on a busy one
describe('a tax invoice as a PDF', { timeout: 60_000 }, () => {
  // first in the file: the drawings race to load the fonts as well
  it('is the same bytes when several are drawn at once', async () => {
    const drawn = await Promise.all([richInvoice(), creditNote(), richInvoice(), creditNote(), richInvoice()].map(drawTaxDocumentPdf));
    const [invoice, credit] = [drawn[0]!, drawn[1]!];
    for (const bytes of [drawn[2]!, drawn[4]!]) expect(Buffer.compare(Buffer.from(bytes), Buffer.from(invoice))).toBe(0);
    expect(Buffer.compare(Buffer.from(drawn[3]!), Buffer.from(credit))).toBe(0);
    expect(Buffer.compare(Buffer.from(invoice), Buffer.from(credit))).not.toBe(0);
  });

  it('says everything section 86/4 asks, in Thai and English, over pages that repeat the heading', async () => {
    const view = richInvoice();
    const bytes = await drawTaxDocumentPdf(view);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(Buffer.from(bytes).toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');

    const { pages, text } = await pdfText(bytes);
    // 40 goods and shipping flow onto a second page
    expect(pages).toHaveLength(2);
    pages.forEach((page, index) => {
      expectAll(page, ['ใบกำกับภาษี / Tax invoice', view.number, `หน้า / Page ${index + 1}/${pages.length}`]);
      expectAll(page, ['รายการ', 'Description', 'จำนวน', 'Qty', 'ราคาต่อหน่วย', 'Unit price', 'มูลค่า', 'Amount']);
    });
    expectAll(text, [
      // seller
      'ผู้ขาย / Seller',
      'บริษัท พาวสุข จำกัด',
      'Pawsook Company Limited',
      ...view.seller.address,
      'เลขประจำตัวผู้เสียภาษีอากร / Tax ID: 0105561234567',
      'สำนักงานใหญ่ / Head office',
      // buyer
      'ผู้ซื้อ / Buyer',
      'บริษัท ฟ้าใสฟาร์ม จำกัด (ผู้ซื้อ)',
      ...view.buyer.address,
      'Tax ID: 0505559876543',
      'สาขาที่ 00002 / Branch 00002',
      // the document
      'เลขที่ / No.',
      'INV-2026-000123',
      'วันที่ออก / Date of issue',
      '29 พฤศจิกายน 2569',
      '29 November 2026',
      'เลขที่คำสั่งซื้อ / Order no.',
      'PS2611290042',
      // a donation's goods went to the shelter
      'ส่งมอบสินค้าที่ / Goods delivered to',
      'มูลนิธิบ้านพักพิงสุนัขจรจัด',
      ...(view.deliveredTo?.address ?? []),
      // discounts, each its own row
      'ส่วนลดโปรโมชัน / Promotion discount: ลดรับปีใหม่ 10%',
      '-฿200.00',
      'ส่วนลดจากโค้ด / Promo code discount: PAWS50',
      '-฿50.00',
      'ส่วนลดจากเหรียญ / Coins discount',
      '-฿12.34',
      // totals
      'มูลค่าก่อนภาษีมูลค่าเพิ่ม / Value before VAT',
      '฿11,537.85',
      'ภาษีมูลค่าเพิ่ม 7% / VAT 7%',
      '฿807.65',
      'จำนวนเงินรวมทั้งสิ้น / Total',
      '฿12,345.50',
      'ราคาทุกรายการรวมภาษีมูลค่าเพิ่มแล้ว / All prices include VAT',
    ]);
    // every line, shipping the last: its number, description, quantity, unit price and value in one row
    view.lines.forEach((line, index) =>
      expectAll(text, [`${index + 1}${line.description}${line.quantity}${formatBaht(line.unitPriceSatang)}${formatBaht(line.valueSatang)}`]),
    );
    expect(view.lines.at(-1)?.description).toBe('ค่าจัดส่ง / Shipping');
  });

  it('is the same bytes every time it is drawn, whatever was drawn in between', async () => {
    const first = await drawTaxDocumentPdf(richInvoice());
    await drawTaxDocumentPdf(creditNote());
    const again = await drawTaxDocumentPdf(richInvoice());
    expect(Buffer.compare(Buffer.from(first), Buffer.from(again))).toBe(0);
  });

  it('reads ญ ฐ with lower vowels, tone marks over upper vowels and ำ back as the same Thai', async () => {
    const view = richInvoice();
    view.buyer = { ...view.buyer, name: 'ญาญ่า ฐิติ ปุ่น ที่นี่ ผู้ใหญ่ น้ำฟ้า กิ่งไม้ ฝั่งโขง ญู ฐุ' };
    const { text } = await pdfText(await drawTaxDocumentPdf(view));
    expect(text).toContain('ญาญ่า ฐิติ ปุ่น ที่นี่ ผู้ใหญ่ น้ำฟ้า กิ่งไม้ ฝั่งโขง ญู ฐุ');
  });
});

describe('a credit note as a PDF', { timeout: 60_000 }, () => {
  it('names the invoice it reduces, the values before and after, the difference and the reason', async () => {
    const view = creditNote();
    const { pages, text } = await pdfText(await drawTaxDocumentPdf(view));
    expect(pages).toHaveLength(1);
    expect(text).not.toContain('Tax invoice /');
    expectAll(text, [
      'ใบลดหนี้ / Credit note',
      'CN-2026-000004',
      '3 ธันวาคม 2569',
      '3 December 2026',
      'อ้างถึงใบกำกับภาษีเลขที่ / Reduces tax invoice no.',
      'INV-2026-000123',
      'ลงวันที่ / Invoice dated',
      '29 พฤศจิกายน 2569',
      '29 November 2026',
      'PS2611290042',
      'บริษัท ฟ้าใสฟาร์ม จำกัด (ผู้ซื้อ)',
      'สาขาที่ 00002 / Branch 00002',
      'มูลค่าตามใบกำกับภาษีเดิม / Original invoice value',
      '฿12,345.50',
      'มูลค่าที่ถูกต้อง / Correct value',
      '฿12,066.50',
      'ผลต่างก่อนภาษีมูลค่าเพิ่ม / Difference before VAT',
      '฿260.75',
      'ภาษีมูลค่าเพิ่ม 7% / VAT 7%',
      '฿18.25',
      'ผลต่างรวมภาษีมูลค่าเพิ่ม / Difference incl. VAT',
      '฿279.00',
      'เหตุผลที่ลดหนี้ / Reason for the credit',
      'สินค้าชำรุด คืนเงินตามคำขอ / Goods arrived damaged, refunded on request',
      'หน้า / Page 1/1',
    ]);
  });
});
