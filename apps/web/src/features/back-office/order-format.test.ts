import { describe, expect, it } from 'vitest';
import { addressLines, bahtText, carrierName, channelKind, showBaht, showCalendarDay, statusName } from './order-format';

describe('orders on the back office screens', () => {
  it('writes baht with the shop formatter, and as a slip writes them', () => {
    expect(showBaht(1234.5)).toBe('฿1,234.50');
    expect(bahtText(279)).toBe('279.00');
    expect(bahtText(520.1)).toBe('520.10');
  });

  it('names statuses, carriers and channels in the page language', () => {
    expect(statusName(3, 'en')).toBe('Prepare products');
    expect(statusName(3, 'th')).toBe('กำลังเตรียมสินค้า');
    expect(statusName(99, 'en')).toBe('99');
    expect(carrierName('kex', 'en')).toBe('KEX Express');
    expect(carrierName('flash', 'th')).toBe('แฟลช เอ็กซ์เพรส');
    expect(carrierName(null, 'en')).toBe('—');
    expect(channelKind(5)).toBe('transfer');
    expect(channelKind(42)).toBeNull();
  });

  it('reads a calendar day as written', () => {
    expect(showCalendarDay('2026-12-01', 'th')).toBe('01/12/2569');
    expect(showCalendarDay('2026-12-01', 'en')).toBe('01/12/2026');
    expect(showCalendarDay(null, 'en')).toBe('—');
  });

  it('writes an address in the page language, skipping what is missing', () => {
    const address = {
      name: 'Malee',
      surname: 'Rakmaew',
      address: '1 Soi Ratchadamnoen',
      subDistrictEn: 'Phra Borom Maha Ratchawang',
      districtEn: 'Khet Phra Nakhon',
      provinceEn: 'Bangkok',
      provinceTh: 'กรุงเทพมหานคร',
      postelCode: '10200',
      phone: '0891234567',
    };
    expect(addressLines(address, 'en')).toEqual([
      'Malee Rakmaew',
      '1 Soi Ratchadamnoen',
      'Phra Borom Maha Ratchawang Khet Phra Nakhon Bangkok 10200',
      '0891234567',
    ]);
    expect(addressLines(address, 'th')[2]).toBe('Phra Borom Maha Ratchawang Khet Phra Nakhon กรุงเทพมหานคร 10200');
    expect(addressLines(null, 'en')).toEqual([]);
  });
});
