import { describe, expect, it } from 'vitest';
import { formatTaxId, postalCodesOf, regionLine } from './address-display';

describe('regionLine', () => {
  const bangkok = {
    provinceId: 1,
    provinceDesc: 'กรุงเทพมหานคร',
    districtDesc: 'เขตพระนคร',
    subDistrictDesc: 'พระบรมมหาราชวัง',
    postelCode: '10200',
  };

  it('words Bangkok with แขวง and เขต in Thai, without doubling the เขต of its district names', () => {
    expect(regionLine(bangkok, 'th')).toBe('แขวงพระบรมมหาราชวัง เขตพระนคร กรุงเทพมหานคร 10200');
  });

  it('words other provinces with ตำบล, อำเภอ and จังหวัด in Thai', () => {
    expect(regionLine({ provinceId: 38, provinceDesc: 'เชียงใหม่', districtDesc: 'เมืองเชียงใหม่', subDistrictDesc: 'ศรีภูมิ', postelCode: '50200' }, 'th')).toBe(
      'ตำบลศรีภูมิ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200',
    );
  });

  it('lists the names in English', () => {
    expect(
      regionLine(
        { provinceId: 1, provinceDesc: 'Bangkok', districtDesc: 'Khet Phra Nakhon', subDistrictDesc: 'Phra Borom Maha Ratchawang', postelCode: '10200' },
        'en',
      ),
    ).toBe('Phra Borom Maha Ratchawang, Khet Phra Nakhon, Bangkok 10200');
  });
});

describe('postalCodesOf', () => {
  const subDistricts = [
    { id: 500101, nameTh: 'ศรีภูมิ', nameEn: 'Si Phum', name: 'Si Phum', districtId: 5001, postelCode: '50200' },
    { id: 500103, nameTh: 'หายยา', nameEn: 'Haiya', name: 'Haiya', districtId: 5001, postelCode: '50100' },
  ];

  it("gives the chosen sub-district's own code, nothing before one is chosen", () => {
    expect(postalCodesOf(subDistricts, 500103)).toEqual(['50100']);
    expect(postalCodesOf(subDistricts, null)).toEqual([]);
    expect(postalCodesOf(undefined, 500103)).toEqual([]);
  });
});

describe('formatTaxId', () => {
  it('groups a 13-digit tax id as Thai documents print it', () => {
    expect(formatTaxId('1234545678781')).toBe('1-2345-45678-78-1');
    expect(formatTaxId('12345')).toBe('12345');
  });
});
