import type { Db } from '../apps/api/src/db/database';
import { orders } from '../apps/api/src/modules/orders/orders.tables';

/** The shipping address every bench order goes to. */
const benchAddress = {
  name: 'Bench',
  surname: 'Buyer',
  phone: '0891234567',
  address: '99/1 Sukhumvit',
  provinceId: 1,
  provinceTh: 'กรุงเทพมหานคร',
  provinceEn: 'Bangkok',
  districtId: 1004,
  districtTh: 'บางรัก',
  districtEn: 'Bang Rak',
  subDistrictId: 100402,
  subDistrictTh: 'สีลม',
  subDistrictEn: 'Si Lom',
  postelCode: '10500',
};

type OrderRow = typeof orders.$inferInsert;

/**
 * `count` orders `PSBENCH0000000`, `PSBENCH0000001`, … of the members in turn, 100 to 598 baht, paid
 * by channel 4, in batches of a thousand; `more` gives each order what a bench needs besides.
 */
export async function insertBenchOrders(
  db: Db,
  count: number,
  memberIds: number[],
  more: (i: number, order: { orderNo: string; netTotalSatang: number }) => Partial<OrderRow> & Pick<OrderRow, 'expiresAt'>,
): Promise<void> {
  for (let start = 0; start < count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - start) }, (_, k): OrderRow => {
      const i = start + k;
      const orderNo = `PSBENCH${String(i).padStart(7, '0')}`;
      const netTotalSatang = 10_000 + (i % 500) * 100;
      return {
        orderNo,
        memberId: memberIds[i % memberIds.length]!,
        paymentChannelId: 4,
        productTotalSatang: netTotalSatang,
        netTotalSatang,
        shippingAddress: benchAddress,
        ...more(i, { orderNo, netTotalSatang }),
      };
    });
    await db.insert(orders).values(batch);
  }
}
