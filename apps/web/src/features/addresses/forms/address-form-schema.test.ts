import { beforeAll, describe, expect, it } from 'vitest';
import { installZodMessageKeys } from '@pawsook/shared/validation/zod-messages';
import {
  addressFormSchema,
  addressToFormValues,
  EMPTY_ADDRESS_VALUES,
  placeAddressErrors,
  toAddressPayload,
  type AddressField,
  type AddressFormValues,
} from './address-form-schema';

beforeAll(() => installZodMessageKeys());

function errorsOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const map: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) map[issue.path.join('.')] ??= issue.message;
  return map;
}

const bangkok: AddressFormValues = {
  ...EMPTY_ADDRESS_VALUES,
  name: 'มาลี',
  surname: 'รักแมว',
  phone: '081-234-5678',
  address: '99/1 ถนนราชดำเนิน',
  province: '1',
  district: '1001',
  subDistrict: '100101',
  postelCode: '10200',
};

describe('addressFormSchema', () => {
  it('accepts a complete shipping address and gives region ids as numbers', () => {
    const result = addressFormSchema('shipping', ['10200']).safeParse(bangkok);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ province: 1, district: 1001, subDistrict: 100101, postelCode: '10200', isDefault: false });
  });

  it('asks for every required field of an empty form, with the shared message keys', () => {
    const errors = errorsOf(addressFormSchema('shipping', null).safeParse(EMPTY_ADDRESS_VALUES));
    expect(errors).toEqual({
      name: 'address.required',
      surname: 'address.required',
      address: 'address.required',
      province: 'address.required',
      district: 'address.required',
      subDistrict: 'address.required',
      postelCode: 'address.required',
      phone: 'address.required',
    });
  });

  it('uses the shared name, surname, length and phone rules', () => {
    const errors = errorsOf(
      addressFormSchema('shipping', null).safeParse({
        ...bangkok,
        name: 'Malee2',
        surname: '.Rak',
        address: 'x'.repeat(131),
        phone: 'call me',
      }),
    );
    expect(errors).toEqual({ name: 'address.nameLetters', surname: 'address.surnameStart', address: 'address.noMoreThan', phone: 'address.phone' });
  });

  it("refuses a postal code that is not the chosen sub-district's own", () => {
    expect(errorsOf(addressFormSchema('shipping', ['10200']).safeParse({ ...bangkok, postelCode: '10400' }))).toEqual({
      postelCode: 'address.postalCodeMismatch',
    });
    // unknown codes (district still loading): the server judges
    expect(addressFormSchema('shipping', null).safeParse({ ...bangkok, postelCode: '10400' }).success).toBe(true);
    expect(errorsOf(addressFormSchema('shipping', ['10200']).safeParse({ ...bangkok, postelCode: '102' }))).toEqual({
      postelCode: 'address.postalCode',
    });
  });

  it('asks tax-invoice addresses for a tax id with a valid Thai check digit; the company name is optional', () => {
    const schema = addressFormSchema('receipt', ['10200']);
    expect(errorsOf(schema.safeParse(bangkok))).toEqual({ taxPayerId: 'address.required' });
    expect(errorsOf(schema.safeParse({ ...bangkok, taxPayerId: '1234545678789' }))).toEqual({ taxPayerId: 'address.taxId' });
    const ok = schema.safeParse({ ...bangkok, taxPayerId: '1234545678781' });
    expect(ok.success).toBe(true);
    expect(ok.data).toMatchObject({ taxPayerId: '1234545678781', companyName: null });
    expect(errorsOf(schema.safeParse({ ...bangkok, taxPayerId: '1234545678781', companyName: 'x'.repeat(121) }))).toEqual({
      companyName: 'address.noMoreThan',
    });
  });

  it('ignores the receipt fields on a shipping address', () => {
    const result = addressFormSchema('shipping', null).safeParse({ ...bangkok, taxPayerId: 'nonsense' });
    expect(result.success).toBe(true);
    expect(result.data).not.toHaveProperty('taxPayerId');
  });
});

describe('toAddressPayload', () => {
  const parsed = (kind: 'shipping' | 'receipt', values: AddressFormValues) => addressFormSchema(kind, null).parse(values);

  it('sends the spec payload; a locked default is sent as default', () => {
    const values = parsed('shipping', bangkok);
    expect(toAddressPayload('shipping', values)).toEqual({
      name: 'มาลี',
      surname: 'รักแมว',
      address: '99/1 ถนนราชดำเนิน',
      province: 1,
      district: 1001,
      subDistrict: 100101,
      postelCode: '10200',
      phone: '081-234-5678',
      isDefault: false,
    });
    expect(toAddressPayload('shipping', values, { defaultLocked: true }).isDefault).toBe(true);
  });

  it('adds the receipt fields, and isAddToAccount only when the form offers it', () => {
    const values = parsed('receipt', { ...bangkok, companyName: 'Pawsook Co., Ltd.', taxPayerId: '0994000617721', isAddToAccount: true });
    expect(toAddressPayload('receipt', values)).toMatchObject({ companyName: 'Pawsook Co., Ltd.', taxPayerId: '0994000617721' });
    expect(toAddressPayload('receipt', values)).not.toHaveProperty('isAddToAccount');
    expect(toAddressPayload('receipt', values, { withAddToAccount: true }).isAddToAccount).toBe(true);
  });

  it('sends a receipt’s branch number, an empty one as the head office (null), and refuses one that is not 5 digits', () => {
    const receipt = { ...bangkok, taxPayerId: '0994000617721' };
    expect(toAddressPayload('receipt', parsed('receipt', { ...receipt, branchNo: '00012' })).branchNo).toBe('00012');
    expect(toAddressPayload('receipt', parsed('receipt', { ...receipt, branchNo: '' })).branchNo).toBeNull();
    const refused = addressFormSchema('receipt', null).safeParse({ ...receipt, branchNo: '12' });
    expect(refused.success ? [] : refused.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['branchNo', 'address.branchNo']]);
    expect(toAddressPayload('shipping', parsed('shipping', { ...receipt, branchNo: '00012' }))).not.toHaveProperty('branchNo');
  });
});

describe('addressToFormValues', () => {
  it('turns an API address into the form values, region ids as select values', () => {
    const values = addressToFormValues({
      id: 7,
      memberId: 3,
      name: 'Malee',
      surname: 'Rakmaew',
      phone: '0891234567',
      address: '1 Soi 2',
      province: 1,
      provinceId: 1,
      provinceDesc: 'Bangkok',
      district: 1001,
      districtId: 1001,
      districtDesc: 'Khet Phra Nakhon',
      subDistrict: 100101,
      subDistrictId: 100101,
      subDistrictDesc: 'Phra Borom Maha Ratchawang',
      postelCode: '10200',
      isDefault: true,
      createDate: '2026-11-22T00:00:00.000Z',
      updateDate: '2026-11-22T00:00:00.000Z',
      taxPayerId: '',
      companyName: null,
    });
    expect(values).toEqual({
      ...EMPTY_ADDRESS_VALUES,
      name: 'Malee',
      surname: 'Rakmaew',
      phone: '0891234567',
      address: '1 Soi 2',
      province: '1',
      district: '1001',
      subDistrict: '100101',
      postelCode: '10200',
      isDefault: true,
    });
  });
});

describe('placeAddressErrors', () => {
  const shown = new Set<AddressField>(['name', 'postelCode', 'taxPayerId']);

  it("puts the server's messages on the form's fields and the rest above the form", () => {
    expect(
      placeAddressErrors(
        [
          { field: 'postelCode', message: 'This postal code does not belong to the chosen sub-district.' },
          { field: 'name', message: 'first' },
          { field: 'name', message: 'second' },
          { field: 'isAddToAccount', message: 'You can keep up to 5 addresses.' },
          { field: null, message: 'Unable to delete default addresses' },
        ],
        shown,
      ),
    ).toEqual({
      fields: { postelCode: 'This postal code does not belong to the chosen sub-district.', name: 'first' },
      general: ['You can keep up to 5 addresses.', 'Unable to delete default addresses'],
    });
  });
});
