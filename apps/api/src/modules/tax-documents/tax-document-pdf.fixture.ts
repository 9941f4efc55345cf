import type { TaxDocumentView } from './tax-document.types';

/** A rich invoice and a credit note as the tests draw them: a donation order with every kind of discount and 40 lines. */
export function richInvoice(): TaxDocumentView {
  const lines = Array.from({ length: 40 }, (_, index) => {
    const quantity = (index % 3) + 1;
    const unitPriceSatang = 12_950 + index * 1_000;
    const description =
      index === 0
        ? 'อาหารเม็ดสำหรับสุนัขพันธุ์ใหญ่ สูตรเนื้อแกะและข้าว ขนาดบรรจุสิบห้ากิโลกรัม ถุงซิปล็อกเก็บความสด / Large-breed dry dog food, lamb and rice, 15 kg resealable bag'
        : `ผ้าห่มนุ่มฟ้าสำหรับแมว รุ่น ${index + 1} / Soft blanket no. ${index + 1}`;
    return { description, quantity, unitPriceSatang, valueSatang: quantity * unitPriceSatang };
  });
  lines.push({ description: 'ค่าจัดส่ง / Shipping', quantity: 1, unitPriceSatang: 5_000, valueSatang: 5_000 });
  return {
    kind: 'invoice',
    number: 'INV-2026-000123',
    issuedOn: '2026-11-29',
    orderNo: 'PS2611290042',
    seller: {
      name: 'บริษัท พาวสุข จำกัด',
      nameEn: 'Pawsook Company Limited',
      address: ['99/9 ถนนสุขุมวิท แขวงคลองเตยเหนือ', 'เขตวัฒนา กรุงเทพมหานคร 10110'],
      taxId: '0105561234567',
      branchNo: null,
    },
    buyer: {
      name: 'บริษัท ฟ้าใสฟาร์ม จำกัด (ผู้ซื้อ)',
      nameEn: null,
      address: ['12 หมู่ 3 ตำบลบ้านญวน', 'อำเภอเมือง จังหวัดเชียงใหม่ 50000'],
      taxId: '0505559876543',
      branchNo: '00002',
    },
    deliveredTo: { name: 'มูลนิธิบ้านพักพิงสุนัขจรจัด', address: ['88 ซอยรามคำแหง 24', 'กรุงเทพมหานคร 10240'] },
    lines,
    discounts: [
      { kind: 'promotion', label: 'ลดรับปีใหม่ 10%', amountSatang: 20_000 },
      { kind: 'promo-code', label: 'PAWS50', amountSatang: 5_000 },
      { kind: 'coins', label: '', amountSatang: 1_234 },
    ],
    totals: { vatRateBasisPoints: 700, totalSatang: 1_234_550, vatSatang: 80_765, beforeVatSatang: 1_153_785 },
    credit: null,
  };
}

export function creditNote(): TaxDocumentView {
  const invoice = richInvoice();
  return {
    ...invoice,
    kind: 'credit-note',
    number: 'CN-2026-000004',
    issuedOn: '2026-12-03',
    deliveredTo: null,
    lines: [{ description: 'ผ้าห่มนุ่มฟ้าสำหรับแมว รุ่น 2 / Soft blanket no. 2', quantity: 2, unitPriceSatang: 13_950, valueSatang: 27_900 }],
    discounts: [],
    totals: { vatRateBasisPoints: 700, totalSatang: 27_900, vatSatang: 1_825, beforeVatSatang: 26_075 },
    credit: {
      invoiceNumber: 'INV-2026-000123',
      invoiceIssuedOn: '2026-11-29',
      originalTotalSatang: 1_234_550,
      correctTotalSatang: 1_206_650,
      reason: 'สินค้าชำรุด คืนเงินตามคำขอ / Goods arrived damaged, refunded on request',
    },
  };
}
