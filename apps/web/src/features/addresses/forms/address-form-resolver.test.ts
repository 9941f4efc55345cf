import { beforeAll, describe, expect, it } from 'vitest';
import { installZodMessageKeys } from '@pawsook/shared/validation/zod-messages';
import { addressFormSchema, EMPTY_ADDRESS_VALUES, type AddressFormOutput, type AddressFormValues } from './address-form-schema';
import { encodeMessage, keyedZodResolver, messageText } from '../../../lib/forms/keyed-resolver';

beforeAll(() => installZodMessageKeys());

describe('messageText', () => {
  it('translates message keys with their parameters in the shopper language, and leaves server sentences alone', () => {
    expect(messageText('en', encodeMessage('address.noMoreThan', { max: 130 }))).toBe('No more than 130 characters');
    expect(messageText('th', encodeMessage('address.noMoreThan', { max: 130 }))).toBe('ไม่เกิน 130 ตัวอักษร');
    expect(messageText('th', 'address.required')).toBe('กรุณากรอกข้อมูลให้ครบถ้วน');
    expect(messageText('en', 'Unable to delete default addresses')).toBe('Unable to delete default addresses');
    expect(messageText('en', undefined)).toBeUndefined();
  });
});

describe('keyedResolver', () => {
  it('gives one error per field, as an encoded key', async () => {
    const resolver = keyedZodResolver<AddressFormValues, AddressFormOutput>(addressFormSchema('shipping', null));
    const result = await resolver({ ...EMPTY_ADDRESS_VALUES, name: 'Malee', address: 'x'.repeat(131) }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.name).toBeUndefined();
    expect(result.errors.address?.message).toBe('address.noMoreThan|{"max":130}');
    // an empty field of an address form: the spec's "Please complete the information"
    expect(messageText('en', result.errors.province?.message)).toBe('Please complete the information');
  });
});
