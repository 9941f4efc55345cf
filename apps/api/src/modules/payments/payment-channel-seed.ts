import { paymentChannelIdByKind } from '@pawsook/shared/payments/payment-channels';
import type { paymentChannels } from './payments.tables';

/** The channels a new shop starts with; staff switch them on and off by status. */
export const initialPaymentChannels: (typeof paymentChannels.$inferInsert)[] = [
  { id: paymentChannelIdByKind.qr, kind: 'qr', nameTh: 'ไทยคิวอาร์ (พร้อมเพย์)', nameEn: 'Thai QR (PromptPay)', s3PhotoKey: 'payment/thai-qr.svg', sortOrder: 1 },
  { id: paymentChannelIdByKind.card, kind: 'card', nameTh: 'บัตรเครดิต / บัตรเดบิต', nameEn: 'Credit / debit card', s3PhotoKey: 'payment/card.svg', sortOrder: 2 },
  { id: paymentChannelIdByKind.wallet, kind: 'wallet', nameTh: 'วอลเล็ท (e-Wallet)', nameEn: 'e-Wallet', s3PhotoKey: 'payment/wallet.svg', sortOrder: 3 },
  {
    id: paymentChannelIdByKind.counter,
    kind: 'counter',
    nameTh: 'ชำระที่เคาน์เตอร์เซอร์วิส',
    nameEn: 'Counter service',
    s3PhotoKey: 'payment/counter.svg',
    sortOrder: 4,
  },
  {
    id: paymentChannelIdByKind.transfer,
    kind: 'transfer',
    nameTh: 'โอนผ่าน QR โค้ด',
    nameEn: 'QR code transfer',
    s3PhotoKey: 'payment/transfer.svg',
    sortOrder: 5,
  },
];
