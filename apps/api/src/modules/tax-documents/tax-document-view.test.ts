import { describe, expect, it } from 'vitest';
import type { OrderForTaxDocument, OrderLineRow } from '../orders/order-tax-documents.steps';
import type { OrderAddressCopy, OrderRow } from '../orders/orders.types';
import { creditNoteView, invoiceView } from './tax-document-view';

const SELLER = {
  nameTh: 'บริษัท พอสุข จำกัด',
  nameEn: 'Pawsook Co., Ltd.',
  address: '99/9 ถนนสุขุมวิท\nเขตวัฒนา กรุงเทพมหานคร 10110',
  taxId: '0994000617721',
  branchNo: null,
  vatRateBasisPoints: 700,
};

const address = (more: Partial<OrderAddressCopy> = {}): OrderAddressCopy => ({
  name: 'Malee',
  surname: 'Srisuk',
  phone: '0891234567',
  address: '12 หมู่ 3',
  provinceId: 50,
  provinceTh: 'เชียงใหม่',
  provinceEn: 'Chiang Mai',
  districtId: 5001,
  districtTh: 'เมืองเชียงใหม่',
  districtEn: 'Mueang Chiang Mai',
  subDistrictId: 500101,
  subDistrictTh: 'ศรีภูมิ',
  subDistrictEn: 'Si Phum',
  postelCode: '50200',
  ...more,
});

const line = (id: number, nameTh: string, nameEn: string, amount: number, unitPriceSatang: number, lineTotalSatang = amount * unitPriceSatang) =>
  ({ id, nameTh, nameEn, choiceTh: null, choiceEn: null, amount, unitPriceSatang, lineTotalSatang }) as OrderLineRow;

function source(order: Partial<OrderRow>, lines: OrderLineRow[]): OrderForTaxDocument {
  return {
    order: {
      id: 7,
      orderNo: 'PS2611290001',
      isDonation: false,
      donationPlaceId: null,
      promotionDiscountSatang: 0,
      codeDiscountSatang: 0,
      coinDiscountSatang: 0,
      coinsUsed: 0,
      shippingSatang: 0,
      promoCode: null,
      promotionsApplied: [],
      shippingAddress: address(),
      ...order,
    } as OrderRow,
    lines,
    email: 'malee@example.com',
    memberName: 'Malee',
  };
}

describe('an invoice built from an order', () => {
  it('names the company buyer with its branch, prints lines in both languages, shipping as a line and each discount as such', () => {
    const view = invoiceView({
      source: source(
        {
          shippingSatang: 5_000,
          promotionDiscountSatang: 2_000,
          codeDiscountSatang: 1_000,
          coinDiscountSatang: 500,
          promoCode: 'PAWSOOK10',
          promotionsApplied: [{ id: 1, nameTh: 'ลดรับหน้าฝน', nameEn: 'Rainy season deal' }],
          netTotalSatang: 2 * 23_500 + 5_000 - 3_500,
        },
        [line(1, 'อาหารแมว', 'Cat food', 2, 23_500), line(2, 'ชามของแถม', 'Gift bowl', 1, 9_900, 0)],
      ),
      receiptAddress: address({ companyName: 'ฟ้าใสฟาร์ม จำกัด', taxPayerId: '1234567890121', branchNo: '00002' }),
      seller: SELLER,
      number: 'INV-2026-000001',
      issuedOn: '2026-11-29',
      donationPlace: null,
    });
    expect(view.seller).toEqual({
      name: SELLER.nameTh,
      nameEn: SELLER.nameEn,
      address: ['99/9 ถนนสุขุมวิท', 'เขตวัฒนา กรุงเทพมหานคร 10110'],
      taxId: SELLER.taxId,
      branchNo: null,
    });
    expect(view.buyer).toEqual({
      name: 'ฟ้าใสฟาร์ม จำกัด',
      nameEn: null,
      address: ['12 หมู่ 3', 'ตำบลศรีภูมิ อำเภอเมืองเชียงใหม่', 'จังหวัดเชียงใหม่ 50200'],
      taxId: '1234567890121',
      branchNo: '00002',
    });
    expect(view.lines).toEqual([
      { description: 'อาหารแมว / Cat food', quantity: 2, unitPriceSatang: 23_500, valueSatang: 47_000 },
      { description: 'ชามของแถม / Gift bowl', quantity: 1, unitPriceSatang: 0, valueSatang: 0 },
      { description: 'ค่าจัดส่ง / Shipping', quantity: 1, unitPriceSatang: 5_000, valueSatang: 5_000 },
    ]);
    expect(view.discounts).toEqual([
      { kind: 'promotion', label: 'ลดรับหน้าฝน / Rainy season deal', amountSatang: 2_000 },
      { kind: 'promo-code', label: 'PAWSOOK10', amountSatang: 1_000 },
      { kind: 'coins', label: '', amountSatang: 500 },
    ]);
    expect(view.totals).toEqual({ vatRateBasisPoints: 700, totalSatang: 48_500, vatSatang: 3_173, beforeVatSatang: 45_327 });
    expect(view.deliveredTo).toBeNull();
  });

  it('names a person buyer without a tax id as head office, and a donation order’s shelter as where the goods went', () => {
    const view = invoiceView({
      source: source(
        {
          isDonation: true,
          donationPlaceId: 3,
          netTotalSatang: 35_000,
          shippingAddress: address({
            name: 'คุณสมหญิง',
            surname: '',
            address: '88 ซอยรามคำแหง 24',
            provinceId: 1,
            provinceTh: 'กรุงเทพมหานคร',
            districtTh: 'เขตบางกะปิ',
            subDistrictTh: 'หัวหมาก',
            postelCode: '10240',
          }),
        },
        [line(1, 'อาหารสุนัข', 'Dog food', 1, 35_000)],
      ),
      receiptAddress: address({ taxPayerId: null }),
      seller: SELLER,
      number: 'INV-2026-000002',
      issuedOn: '2026-11-29',
      donationPlace: { nameTh: 'บ้านพักพิงสุนัข', nameEn: 'Dog Shelter' },
    });
    expect(view.buyer).toMatchObject({ name: 'Malee Srisuk', taxId: null, branchNo: null });
    expect(view.deliveredTo).toEqual({
      name: 'บ้านพักพิงสุนัข / Dog Shelter',
      address: ['คุณสมหญิง', '88 ซอยรามคำแหง 24', 'แขวงหัวหมาก เขตบางกะปิ', 'กรุงเทพมหานคร 10240'],
    });
    expect(view.lines.map((l) => l.description)).toEqual(['อาหารสุนัข / Dog food']);
  });

  it('refuses an order whose figures do not come to what was paid', () => {
    expect(() =>
      invoiceView({
        source: source({ netTotalSatang: 10_000 }, [line(1, 'อาหาร', 'Food', 1, 9_999)]),
        receiptAddress: address(),
        seller: SELLER,
        number: 'INV-2026-000003',
        issuedOn: '2026-11-29',
        donationPlace: null,
      }),
    ).toThrow(RangeError);
  });
});

describe('a credit note for a refunded order', () => {
  it('takes back the invoice’s total, names the invoice and the reason, and keeps its lines', () => {
    const invoice = invoiceView({
      source: source({ netTotalSatang: 52_000, shippingSatang: 5_000 }, [line(1, 'อาหารแมว', 'Cat food', 2, 23_500)]),
      receiptAddress: address({ taxPayerId: '1234567890121' }),
      seller: SELLER,
      number: 'INV-2026-000009',
      issuedOn: '2026-11-20',
      donationPlace: null,
    });
    const note = creditNoteView(invoice, { ...SELLER, branchNo: '00001' }, 'CN-2026-000001', '2026-11-29', 'ยกเลิกคำสั่งซื้อ');
    expect(note).toMatchObject({ kind: 'credit-note', number: 'CN-2026-000001', issuedOn: '2026-11-29', buyer: invoice.buyer, lines: invoice.lines });
    expect(note.seller.branchNo).toBe('00001');
    expect(note.credit).toEqual({
      invoiceNumber: 'INV-2026-000009',
      invoiceIssuedOn: '2026-11-20',
      originalTotalSatang: 52_000,
      correctTotalSatang: 0,
      reason: 'ยกเลิกคำสั่งซื้อ',
    });
    expect(note.totals).toEqual(invoice.totals);
  });
});
