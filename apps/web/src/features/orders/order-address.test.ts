import { describe, expect, it } from 'vitest';
import { orderRegionLine, type OrderAddress } from './order-address';

// as an answer asked in English gives it: the spec's single-language names, and both languages
const bangkok: OrderAddress = {
  fullName: 'Malee Srisuk',
  name: 'Malee',
  surname: 'Srisuk',
  phone: '0891234567',
  address: '1 Soi Ratchadamnoen',
  subDistrict: 'Phra Borom Maha Ratchawang',
  district: 'Phra Nakhon',
  province: 'Bangkok',
  subDistrictTh: 'พระบรมมหาราชวัง',
  subDistrictEn: 'Phra Borom Maha Ratchawang',
  districtTh: 'พระนคร',
  districtEn: 'Phra Nakhon',
  provinceTh: 'กรุงเทพมหานคร',
  provinceEn: 'Bangkok',
  postelCode: '10200',
  companyName: null,
  taxPayerId: null,
};
const chiangMai: OrderAddress = {
  ...bangkok,
  subDistrict: 'Si Phum',
  district: 'Mueang Chiang Mai',
  province: 'Chiang Mai',
  subDistrictTh: 'ศรีภูมิ',
  subDistrictEn: 'Si Phum',
  districtTh: 'เมืองเชียงใหม่',
  districtEn: 'Mueang Chiang Mai',
  provinceTh: 'เชียงใหม่',
  provinceEn: 'Chiang Mai',
  postelCode: '50200',
};

describe('the region line of an order’s address', () => {
  it('names Bangkok’s levels khwaeng and khet in Thai', () => {
    expect(orderRegionLine(bangkok, 'th')).toBe('แขวงพระบรมมหาราชวัง เขตพระนคร กรุงเทพมหานคร 10200');
  });

  it('names tambon, amphoe and changwat elsewhere, without doubling a term the name carries', () => {
    expect(orderRegionLine(chiangMai, 'th')).toBe('ตำบลศรีภูมิ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200');
    expect(orderRegionLine({ ...bangkok, districtTh: 'เขตพระนคร' }, 'th')).toBe('แขวงพระบรมมหาราชวัง เขตพระนคร กรุงเทพมหานคร 10200');
  });

  it('lists the English names', () => {
    expect(orderRegionLine(bangkok, 'en')).toBe('Phra Borom Maha Ratchawang, Phra Nakhon, Bangkok 10200');
  });
});
