import { describe, expect, it } from 'vitest';
import { postalCodesOf } from './postal-codes';

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
