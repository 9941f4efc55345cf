import type { promotions } from '../../modules/promotions/promotions.tables';

/**
 * The demo shop's automatic promotions (docs/domain.md "Promotions"). Their conditions use products
 * the browser journeys of other features do not put in carts, so those journeys' totals stay put.
 */
export const demoPromotions: (typeof promotions.$inferInsert)[] = [
  {
    code: 'KITTEN-BELL-BALL',
    kind: 'gift',
    nameTh: 'ซื้อรอยัล คานิน ลูกแมว 400 กรัม แถมลูกบอลกระดิ่ง',
    nameEn: 'Royal Canin Kitten 400 g comes with a bell ball',
    conditionSkuId: 930000086, // Royal Canin Kitten 400 g
    conditionAmount: 1,
    giftSkuId: 930000143, // Trixie Cat Bell Ball (Free Gift)
    giftAmount: 1,
  },
  {
    code: 'MAXI-JERHIGH-TRIAL',
    kind: 'gift',
    nameTh: 'ซื้อรอยัล คานิน สุนัขพันธุ์ใหญ่ 15 กก. แถมเจอร์ไฮ สติ๊ก ขนาดทดลอง',
    nameEn: 'Royal Canin Maxi Adult 15 kg comes with a Jerhigh Stick trial pack',
    conditionSkuId: 930000008, // Royal Canin Maxi Adult 15 kg
    conditionAmount: 1,
    giftSkuId: 930000045, // Jerhigh Stick Chicken Trial Pack 20 g (Free Gift)
    giftAmount: 1,
  },
  {
    code: 'BIG-BASKET-250',
    kind: 'discount',
    nameTh: 'ลด 250 บาท เมื่อซื้อครบ 5,000 บาท',
    nameEn: '฿250 off orders from ฿5,000',
    minSpendSatang: 500_000,
    discountSatang: 25_000,
  },
];
