import { describe, expect, it } from 'vitest';
import type { MemberAddress } from '../addresses/api/address-calls';
import {
  bookAddressPayload,
  currentAddress,
  defaultAddressId,
  detailsProblem,
  invoiceFieldErrors,
  orderAddressSource,
  sameAsDeliveryReceipt,
  type DetailsChoices,
} from './checkout-details';

function address(id: number, isDefault = false): MemberAddress {
  return {
    id,
    memberId: 1,
    name: 'Somchai',
    surname: 'Jaidee',
    phone: '0812345678',
    address: '1 Sukhumvit',
    province: 1,
    provinceId: 1,
    provinceDesc: 'Bangkok',
    district: 1001,
    districtId: 1001,
    districtDesc: 'Phra Nakhon',
    subDistrict: 100101,
    subDistrictId: 100101,
    subDistrictDesc: 'Phra Borom Maha Ratchawang',
    postelCode: '10200',
    isDefault,
    createDate: '2026-11-22T00:00:00.000Z',
    updateDate: '2026-11-22T00:00:00.000Z',
  };
}

const payload = {
  name: 'Malee',
  surname: 'Rakmaew',
  address: '9 Nimman',
  province: 38,
  district: 3801,
  subDistrict: 380101,
  postelCode: '50200',
  phone: '0891234567',
  isDefault: true,
};

describe('defaultAddressId', () => {
  it('takes the default, else the first, else nothing', () => {
    expect(defaultAddressId([address(1), address(2, true)])).toBe(2);
    expect(defaultAddressId([address(3), address(4)])).toBe(3);
    expect(defaultAddressId([])).toBeNull();
    expect(defaultAddressId(undefined)).toBeNull();
  });
});

describe('currentAddress', () => {
  const book = [address(1, true), address(2)];

  it('keeps a picked book address while it is in the book', () => {
    expect(currentAddress({ origin: 'book', id: 2 }, book)).toEqual({ origin: 'book', id: 2 });
  });

  it('falls back to the default when the picked one was deleted', () => {
    expect(currentAddress({ origin: 'book', id: 9 }, book)).toEqual({ origin: 'book', id: 1 });
  });

  it('keeps an address typed in for the order', () => {
    const typed = { origin: 'order' as const, id: 40, payload };
    expect(currentAddress(typed, [])).toBe(typed);
  });

  it('has nothing to offer for an empty book', () => {
    expect(currentAddress(null, [])).toBeNull();
  });
});

describe('detailsProblem', () => {
  const ready: DetailsChoices = {
    isDonation: false,
    shipping: { origin: 'book', id: 1 },
    receiptNeed: false,
    receiptSame: true,
    receipt: null,
    paymentChannelId: 1,
  };

  it('asks for a delivery address first', () => {
    expect(detailsProblem({ ...ready, shipping: null, paymentChannelId: null })).toBe('shipping-address');
  });

  it('needs no delivery address for a donation (it goes to the place)', () => {
    expect(detailsProblem({ ...ready, isDonation: true, shipping: null })).toBeNull();
  });

  it('asks for a receipt address only when a different one is wanted', () => {
    expect(detailsProblem({ ...ready, receiptNeed: true, receiptSame: true })).toBeNull();
    expect(detailsProblem({ ...ready, receiptNeed: true, receiptSame: false })).toBe('receipt-address');
    expect(detailsProblem({ ...ready, receiptNeed: true, receiptSame: false, receipt: { origin: 'book', id: 5 } })).toBeNull();
  });

  it('a donation cannot take the delivery address for its invoice', () => {
    expect(detailsProblem({ ...ready, isDonation: true, shipping: null, receiptNeed: true, receiptSame: true })).toBe('receipt-address');
  });

  it('asks for a payment channel last', () => {
    expect(detailsProblem({ ...ready, paymentChannelId: null })).toBe('payment-channel');
    expect(detailsProblem(ready)).toBeNull();
  });
});

describe('the order’s copies of its addresses', () => {
  it('copies a book address with its region ids, never into the book again', () => {
    expect(bookAddressPayload(address(1))).toEqual({
      name: 'Somchai',
      surname: 'Jaidee',
      address: '1 Sukhumvit',
      province: 1,
      district: 1001,
      subDistrict: 100101,
      postelCode: '10200',
      phone: '0812345678',
      isDefault: true,
      isAddToAccount: false,
    });
    expect(bookAddressPayload({ ...address(2), taxPayerId: '0994000617721', companyName: 'Pawsook Co., Ltd.', branchNo: '00003' })).toMatchObject({
      taxPayerId: '0994000617721',
      companyName: 'Pawsook Co., Ltd.',
      branchNo: '00003',
    });
  });

  it('uses an address typed in at checkout as it is (it already is the order’s copy)', () => {
    expect(orderAddressSource({ origin: 'order', id: 40, payload }, [])).toEqual({ copyId: 40, payload });
    expect(orderAddressSource({ origin: 'book', id: 2 }, [address(1), address(2)])).toEqual({ copyId: null, payload: bookAddressPayload(address(2)) });
    expect(orderAddressSource({ origin: 'book', id: 9 }, [address(1)])).toBeNull();
  });

  it('makes out an invoice to the delivery address with the company and tax id typed in', () => {
    expect(sameAsDeliveryReceipt(payload, { companyName: '  Pawsook Co., Ltd. ', taxPayerId: '0994000617721', branchNo: '' })).toEqual({
      ...payload,
      companyName: 'Pawsook Co., Ltd.',
      taxPayerId: '0994000617721',
      branchNo: null,
      isDefault: true,
      isAddToAccount: false,
    });
    expect(sameAsDeliveryReceipt(payload, { companyName: '', taxPayerId: '0994000617721', branchNo: ' 00012 ' }).branchNo).toBe('00012');
    expect(sameAsDeliveryReceipt(payload, { companyName: ' ', taxPayerId: '0994000617721', branchNo: '' }).companyName).toBeNull();
  });
});

describe('invoiceFieldErrors', () => {
  it('asks for a valid 13-digit tax id; the company is optional', () => {
    expect(invoiceFieldErrors({ companyName: '', taxPayerId: '0994000617721', branchNo: '' })).toEqual({});
    expect(invoiceFieldErrors({ companyName: '', taxPayerId: '', branchNo: '' })).toEqual({ taxPayerId: 'address.required' });
    expect(invoiceFieldErrors({ companyName: '', taxPayerId: '1234567890123', branchNo: '' })).toEqual({ taxPayerId: 'address.taxId' });
  });

  it('takes a 5-digit branch number, or none for the head office', () => {
    expect(invoiceFieldErrors({ companyName: '', taxPayerId: '0994000617721', branchNo: '00001' })).toEqual({});
    expect(invoiceFieldErrors({ companyName: '', taxPayerId: '0994000617721', branchNo: '123' })).toEqual({ branchNo: 'address.branchNo' });
  });

  it('keeps the company name within 120 characters', () => {
    expect(invoiceFieldErrors({ companyName: 'x'.repeat(121), taxPayerId: '0994000617721', branchNo: '' })).toEqual({
      companyName: 'address.noMoreThan|{"max":120}',
    });
  });
});
