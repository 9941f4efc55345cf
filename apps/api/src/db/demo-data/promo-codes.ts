import type { promoCodes } from '../../modules/promotions/promotions.tables';

const CATS = 900000881;
const ROYAL_CANIN = 910000001;

/**
 * The demo shop's promo codes (README): one of each kind a Thai shop runs, one expired, one used
 * up and one not started, so every answer of the promo box can be seen.
 */
export const demoPromoCodes: (typeof promoCodes.$inferInsert)[] = [
  {
    code: 'PAWSOOK10',
    nameTh: 'ลด 10% สูงสุด ฿100 เมื่อซื้อครบ ฿300',
    nameEn: '10% off, up to ฿100, on orders from ฿300',
    kind: 'percent',
    value: 10,
    maxDiscountSatang: 10_000,
    minSpendSatang: 30_000,
    startsAt: new Date('2026-01-01T00:00:00+07:00'),
  },
  {
    code: 'WELCOME50',
    nameTh: 'สมาชิกใหม่ ลด ฿50 คำสั่งซื้อแรก เมื่อซื้อครบ ฿200',
    nameEn: 'New members: ฿50 off the first order from ฿200',
    kind: 'fixed',
    value: 5_000,
    minSpendSatang: 20_000,
    perMemberQuota: 1,
    audience: 'new-members',
    startsAt: new Date('2026-01-01T00:00:00+07:00'),
  },
  {
    code: 'CATLOVER',
    nameTh: 'สินค้าแมว ลด 15% สูงสุด ฿150 รับเพิ่ม 30 เหรียญ',
    nameEn: 'Cat products: 15% off, up to ฿150, plus 30 coins',
    kind: 'percent',
    value: 15,
    maxDiscountSatang: 15_000,
    categoryIds: [CATS],
    bonusCoins: 30,
    startsAt: new Date('2026-01-01T00:00:00+07:00'),
  },
  {
    code: 'ROYAL100',
    nameTh: 'รอยัล คานิน ลด ฿100 เมื่อซื้อครบ ฿1,000 (50 สิทธิ์)',
    nameEn: 'Royal Canin: ฿100 off from ฿1,000 (50 uses)',
    kind: 'fixed',
    value: 10_000,
    minSpendSatang: 100_000,
    brandIds: [ROYAL_CANIN],
    totalQuota: 50,
    startsAt: new Date('2026-01-01T00:00:00+07:00'),
  },
  {
    code: 'ONCE20',
    nameTh: 'ลด ฿20 ใช้ได้ 1 ครั้งต่อบัญชี',
    nameEn: '฿20 off, once per account',
    kind: 'fixed',
    value: 2_000,
    perMemberQuota: 1,
    startsAt: new Date('2026-01-01T00:00:00+07:00'),
  },
  {
    code: 'SUMMER2026',
    nameTh: 'ลดหน้าร้อน 20% (หมดเขตแล้ว)',
    nameEn: 'Summer 20% off (ended)',
    kind: 'percent',
    value: 20,
    maxDiscountSatang: 20_000,
    startsAt: new Date('2026-03-01T00:00:00+07:00'),
    endsAt: new Date('2026-06-01T00:00:00+07:00'),
  },
  {
    code: 'FLASH100',
    nameTh: 'แฟลชเซล ลด ฿100 (สิทธิ์เต็มแล้ว)',
    nameEn: 'Flash sale ฿100 off (used up)',
    kind: 'fixed',
    value: 10_000,
    totalQuota: 10,
    usedCount: 10,
    startsAt: new Date('2026-01-01T00:00:00+07:00'),
  },
  {
    code: 'NEWYEAR2027',
    nameTh: 'ปีใหม่ 2027 ลด 12% (เริ่ม 1 ม.ค. 2027)',
    nameEn: 'New Year 2027: 12% off (from 1 January 2027)',
    kind: 'percent',
    value: 12,
    maxDiscountSatang: 12_000,
    startsAt: new Date('2027-01-01T00:00:00+07:00'),
  },
];
