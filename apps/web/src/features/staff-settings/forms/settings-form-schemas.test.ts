import { describe, expect, it } from 'vitest';
import type { StaffPaymentChannel } from '../api/settings-calls';
import {
  bahtInputText,
  channelChange,
  channelFormSchema,
  channelFormValues,
  donationPlaceFormSchema,
  EMPTY_DONATION_PLACE,
  placeDonationPlaceErrors,
  shippingFormSchema,
  shippingFormValues,
} from './settings-form-schemas';

/** the first message per field, as the form's resolver shows it */
function messagesOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('the shipping form', () => {
  it('sends baht as typed, grouping and spaces ignored, and null for never free', () => {
    expect(shippingFormSchema.parse({ shippingFee: ' 45.50 ', freeMode: 'from', freeShippingFrom: '1,250' })).toEqual({
      shippingFee: 45.5,
      freeShippingFrom: 1250,
    });
    expect(shippingFormSchema.parse({ shippingFee: '0', freeMode: 'never', freeShippingFrom: 'anything' })).toEqual({ shippingFee: 0, freeShippingFrom: null });
  });

  it('refuses a negative fee, satang below one, words and an empty threshold with the shared keys', () => {
    expect(messagesOf(shippingFormSchema.safeParse({ shippingFee: '-10', freeMode: 'never', freeShippingFrom: '' }))).toEqual({
      shippingFee: 'validation.tooSmall',
    });
    expect(messagesOf(shippingFormSchema.safeParse({ shippingFee: '10.005', freeMode: 'never', freeShippingFrom: '' }))).toEqual({
      shippingFee: 'validation.invalid',
    });
    expect(messagesOf(shippingFormSchema.safeParse({ shippingFee: 'fifty', freeMode: 'from', freeShippingFrom: '' }))).toEqual({
      shippingFee: 'validation.invalid',
      freeShippingFrom: 'validation.required',
    });
  });

  it('starts from the shop as it is, in baht with two decimals', () => {
    expect(shippingFormValues({ shippingFee: 50, freeShippingFrom: 499, changedByStaff: false })).toEqual({
      shippingFee: '50.00',
      freeMode: 'from',
      freeShippingFrom: '499.00',
    });
    expect(shippingFormValues({ shippingFee: 19.9, freeShippingFrom: null, changedByStaff: true })).toEqual({
      shippingFee: '19.90',
      freeMode: 'never',
      freeShippingFrom: '',
    });
    expect(bahtInputText(1234.5)).toBe('1234.50');
  });
});

describe('a payment channel form', () => {
  const channel: StaffPaymentChannel = { id: 5, nameTh: 'โอน', nameEn: 'Transfer', kind: 'transfer', status: 'active', sortOrder: 5, expiryMinutes: null };

  it('sends only what changed', () => {
    const off = channelFormSchema.parse({ offered: false, expiryMode: 'default', expiryMinutes: '' });
    expect(channelChange(channel, off)).toEqual({ status: 'inactive' });
    const ownTime = channelFormSchema.parse({ offered: true, expiryMode: 'own', expiryMinutes: ' 90 ' });
    expect(channelChange(channel, ownTime)).toEqual({ expiryMinutes: 90 });
    expect(channelChange({ ...channel, expiryMinutes: 90 }, channelFormSchema.parse({ ...channelFormValues(channel), expiryMode: 'default' }))).toEqual({
      expiryMinutes: null,
    });
  });

  it('takes whole minutes from 1 to 7 days for its own time', () => {
    expect(messagesOf(channelFormSchema.safeParse({ offered: true, expiryMode: 'own', expiryMinutes: '0' }))).toEqual({ expiryMinutes: 'validation.tooSmall' });
    expect(messagesOf(channelFormSchema.safeParse({ offered: true, expiryMode: 'own', expiryMinutes: '10081' }))).toEqual({
      expiryMinutes: 'validation.tooBig',
    });
    expect(messagesOf(channelFormSchema.safeParse({ offered: true, expiryMode: 'own', expiryMinutes: '1.5' }))).toEqual({
      expiryMinutes: 'validation.integer',
    });
  });
});

describe('the donation place form', () => {
  const filled = {
    ...EMPTY_DONATION_PLACE,
    nameTh: 'บ้านแมว',
    nameEn: 'Cat House',
    receiveName: 'Malee',
    contact: '0812345678',
    address: '1 Sukhumvit Rd',
    province: '1',
    district: '1001',
    subDistrict: '100101',
    postelCode: '10200',
  };

  it('sends the region ids as numbers', () => {
    expect(donationPlaceFormSchema.parse(filled)).toMatchObject({ province: 1, district: 1001, subDistrict: 100101, postelCode: '10200', status: 'active' });
  });

  it('asks for every required field, the region included', () => {
    expect(messagesOf(donationPlaceFormSchema.safeParse(EMPTY_DONATION_PLACE))).toEqual({
      nameTh: 'validation.required',
      nameEn: 'validation.required',
      receiveName: 'validation.required',
      contact: 'validation.required',
      address: 'validation.required',
      province: 'validation.required',
      district: 'validation.required',
      subDistrict: 'validation.required',
      postelCode: 'validation.required',
    });
  });

  it('puts the server’s messages on its fields, the others above the form', () => {
    expect(
      placeDonationPlaceErrors([
        { field: 'district', message: 'not in the province' },
        { field: 'request', message: 'try again' },
      ]),
    ).toEqual({ fields: { district: 'not in the province' }, general: ['try again'] });
  });
});
