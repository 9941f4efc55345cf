import { describe, expect, it } from 'vitest';
import { formatTaxId, regionLine, thaiRegionParts } from './address-text';

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

describe('thaiRegionParts', () => {
  it('words a Bangkok address whose district name carries its เขต once, and gives the province without จังหวัด', () => {
    expect(thaiRegionParts({ bangkok: true, subDistrict: 'คลองเตยเหนือ', district: 'เขตวัฒนา', province: 'กรุงเทพมหานคร' })).toEqual([
      'แขวงคลองเตยเหนือ',
      'เขตวัฒนา',
      'กรุงเทพมหานคร',
    ]);
  });

  it('words a province elsewhere with จังหวัด', () => {
    expect(thaiRegionParts({ bangkok: false, subDistrict: 'ศรีภูมิ', district: 'เมืองเชียงใหม่', province: 'เชียงใหม่' })).toEqual([
      'ตำบลศรีภูมิ',
      'อำเภอเมืองเชียงใหม่',
      'จังหวัดเชียงใหม่',
    ]);
  });
});

describe('formatTaxId', () => {
  it('groups a 13-digit tax id as Thai documents print it', () => {
    expect(formatTaxId('1234545678781')).toBe('1-2345-45678-78-1');
    expect(formatTaxId('12345')).toBe('12345');
  });
});
