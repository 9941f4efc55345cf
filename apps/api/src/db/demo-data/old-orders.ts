import type { OldOrderRecord } from '../../modules/orders/old-orders-import';

type Defaults =
  'memberEmail' | 'shippingFullName' | 'shippingPhoneNumber' | 'company' | 'billFullName' | 'taxCode' | 'billAddress' | 'billPhoneNumber' | 'senderRemark';

/** An order of the demo member, shipped to his own name and phone, with no tax invoice and no remark unless it says otherwise. */
function demoMemberOrder(fields: Omit<OldOrderRecord, Defaults> & Partial<Pick<OldOrderRecord, Defaults>>): OldOrderRecord {
  return {
    memberEmail: 'somchai@example.com',
    shippingFullName: 'สมชาย ใจดี',
    shippingPhoneNumber: '0812345678',
    company: null,
    billFullName: null,
    taxCode: null,
    billAddress: null,
    billPhoneNumber: null,
    senderRemark: null,
    ...fields,
  };
}

/**
 * The demo member's orders from the shop's previous system, in the export format that
 * `npm run orders:import-old` reads (docs/operations.md): tab 5 of my orders shows them.
 */
export const demoOldOrders: OldOrderRecord[] = [
  demoMemberOrder({
    orderNo: 'PCG2307150012',
    createDate: '2023-07-15T10:24:00+07:00',
    paymentDate: '2023-07-15T10:31:00+07:00',
    paymentType: 'บัตรเครดิต / Credit card',
    orderStatus: 'จัดส่งสำเร็จ / Delivered',
    shippingAddress: '99/1 ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร 10110',
    senderRemark: 'ฝากไว้กับ รปภ. ได้ครับ',
    amount: 3,
    priceTotal: 1_347,
    listSku: [
      { itemName: 'อาหารสุนัขโต รสไก่ 3 กก.', unitPrice: 549, amount: 2, totalPrice: 1_098 },
      { itemName: 'ขนมขัดฟันสุนัข 12 ชิ้น', unitPrice: 249, amount: 1, totalPrice: 249 },
    ],
  }),
  demoMemberOrder({
    orderNo: 'PCG2311020045',
    createDate: '2023-11-02T19:05:00+07:00',
    paymentDate: '2023-11-02T19:07:00+07:00',
    paymentType: 'พร้อมเพย์ / PromptPay',
    orderStatus: 'จัดส่งสำเร็จ / Delivered',
    shippingAddress: '99/1 ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร 10110',
    company: 'บริษัท ใจดี เพ็ทแคร์ จำกัด',
    billFullName: 'สมชาย ใจดี',
    taxCode: '0105558000000',
    billAddress: '88 ถนนพระราม 4 แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110',
    billPhoneNumber: '021234567',
    amount: 4,
    priceTotal: 1_196,
    listSku: [
      { itemName: 'ทรายแมวเต้าหู้ 6 ลิตร', unitPrice: 189, amount: 4, totalPrice: 756 },
      { itemName: 'ค่าจัดส่ง', unitPrice: 440, amount: 1, totalPrice: 440 },
    ],
  }),
  demoMemberOrder({
    orderNo: 'PCG2402110007',
    createDate: '2024-02-11T08:40:00+07:00',
    paymentDate: null,
    paymentType: 'เคาน์เตอร์เซอร์วิส / Counter Service',
    orderStatus: 'ยกเลิก / Cancelled',
    shippingAddress: '12 หมู่ 3 ตำบลสุเทพ อำเภอเมืองเชียงใหม่ เชียงใหม่ 50200',
    amount: 1,
    priceTotal: 890,
    listSku: [{ itemName: 'ตู้ปลาพร้อมกรอง 24 นิ้ว', unitPrice: 890, amount: 1, totalPrice: 890 }],
  }),
];
