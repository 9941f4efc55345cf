import { describe, expect, it } from 'vitest';
import type { MemberTaxDocuments, ReceiptBookAddress, TaxDocumentSummary } from './api/tax-document-calls';
import { documentsOf, firstChoice, taxInvoiceOffer } from './tax-invoice-panel-state';

const invoice: TaxDocumentSummary = { number: 'INV-2026-000001', kind: 'invoice', issuedOn: '2026-11-29', totalSatang: 53_500, reason: null };
const note: TaxDocumentSummary = { number: 'CN-2026-000001', kind: 'credit-note', issuedOn: '2026-11-30', totalSatang: 53_500, reason: 'Refund' };
const answer = (over: Partial<MemberTaxDocuments> = {}): MemberTaxDocuments => ({
  invoice: null,
  creditNotes: [],
  request: { allowed: false, refusal: null, needsAddress: false },
  ...over,
});

describe("the order's tax-invoice panel", () => {
  it('offers nothing more once the invoice is issued, whatever the request part says', () => {
    expect(taxInvoiceOffer(answer({ invoice, request: { allowed: true, refusal: null, needsAddress: true } }))).toEqual({ kind: 'issued' });
  });

  it('offers the request when allowed, with the address choice when the order has none', () => {
    expect(taxInvoiceOffer(answer({ request: { allowed: true, refusal: null, needsAddress: false } }))).toEqual({ kind: 'request', pickAddress: false });
    expect(taxInvoiceOffer(answer({ request: { allowed: true, refusal: null, needsAddress: true } }))).toEqual({ kind: 'request', pickAddress: true });
  });

  it("says the server's reason when it is not allowed, and nothing when there is none", () => {
    expect(taxInvoiceOffer(answer({ request: { allowed: false, refusal: 'taxDocuments.requestTooLate', needsAddress: false } }))).toEqual({
      kind: 'refused',
      refusal: 'taxDocuments.requestTooLate',
    });
    expect(taxInvoiceOffer(answer())).toEqual({ kind: 'none' });
  });

  it('lists the invoice before its credit notes', () => {
    expect(documentsOf(answer({ invoice, creditNotes: [note] })).map((d) => d.number)).toEqual(['INV-2026-000001', 'CN-2026-000001']);
    expect(documentsOf(answer({ creditNotes: [note] }))).toEqual([note]);
    expect(documentsOf(answer())).toEqual([]);
  });

  it("starts the address choice at the book's default, else its first", () => {
    const address = (id: number, isDefault: boolean): ReceiptBookAddress => ({
      id,
      isDefault,
      name: 'Somchai',
      surname: 'Jaidee',
      companyName: null,
      taxPayerId: '0994000617721',
      address: '1 Road',
      subDistrictDesc: 'a',
      districtDesc: 'b',
      provinceDesc: 'c',
      postelCode: '10110',
      branchNo: null,
      memberId: 1,
      phone: '0891234567',
      province: 1,
      provinceId: 1,
      district: 1001,
      districtId: 1001,
      subDistrict: 100101,
      subDistrictId: 100101,
      createDate: '2026-11-01T00:00:00Z',
      updateDate: '2026-11-01T00:00:00Z',
    });
    expect(firstChoice([address(4, false), address(7, true)])).toBe(7);
    expect(firstChoice([address(4, false), address(7, false)])).toBe(4);
    expect(firstChoice([])).toBeNull();
  });
});
