import type { OrderStatusId } from './order-status';

/**
 * The statuses' names as the API gives them (statusTh, statusEn of member-area §3): a client that
 * does not carry its own catalogue (an old app, a script, the back office's export) shows these.
 */
export const ORDER_STATUS_NAMES: Readonly<Record<OrderStatusId, { th: string; en: string }>> = {
  1: { th: 'รอชำระเงิน', en: 'Waiting for payment' },
  2: { th: 'ยืนยันการชำระเงินแล้ว', en: 'Payment confirmation' },
  3: { th: 'กำลังเตรียมสินค้า', en: 'Prepare products' },
  4: { th: 'อยู่ระหว่างการจัดส่ง', en: 'In process of delivery' },
  5: { th: 'ถึงคลังสินค้าปลายทาง', en: 'To the destination warehouse' },
  6: { th: 'สินค้าจะจัดส่งถึงคุณวันนี้', en: 'The product will be delivered today' },
  7: { th: 'สินค้ากำลังนำส่งถึงคุณ', en: 'The product is being delivered to you' },
  8: { th: 'จัดส่งสำเร็จ', en: 'Successful delivery' },
  9: { th: 'ยกเลิก', en: 'Cancel' },
  10: { th: 'คืนเงิน', en: 'Refund' },
  11: { th: 'โอนเงินคืนสำเร็จ', en: 'Successfully transfer money' },
  12: { th: 'คำสั่งซื้อหมดอายุ', en: 'The order has expired' },
};
