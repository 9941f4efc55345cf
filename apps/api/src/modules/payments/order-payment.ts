import { and, eq } from 'drizzle-orm';
import { bahtDecimalText, satangToBaht } from '@pawsook/shared/money/money';
import { promptPayTransfer } from '@pawsook/shared/payments/promptpay-transfer';
import { THAI_BANKS } from '@pawsook/shared/payments/thai-banks';
import { thaiQrBillPayment } from '@pawsook/shared/payments/thai-qr';
import type { TransferAccount } from '@pawsook/shared/schemas/transfer-account';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import type { OrderPayment } from '@pawsook/shared/schemas/orders';
import type { Db } from '../../db/database';
import { notFound } from '../../http/app-error';
import { paymentOrders } from '../orders/order-columns.steps';
import { cardSecureHash, type CardFormFields } from './card-form';
import { recordAttempt } from './payment-attempts';
import { paymentChannels } from './payments.tables';
import type { TransferSlips } from './transfer-slips.service';

/** Reference 1 of a Thai QR bill: the kind of order, so the shop's account statement sorts them. */
export const QR_REFERENCE_1 = { regular: 'REGULAR', donation: 'DONATION' } as const;

export interface OrderPaymentDeps {
  db: Db;
  thaiQr: { billerId: string; billerName: string; merchantName: string };
  card: { gatewayUrl: string; merchantId: string; secret: string; sandbox: boolean } | null;
  /** cards go to a payment-link provider's checkout page (POST /api/v1/payments/online-checkout), not by the hidden form */
  cardCheckout: boolean;
  /** where the gateway sends the shopper back to (a real gateway needs whole addresses) */
  publicUrl: string;
  /** the stand-in banking app at /sandbox/qr is served */
  sandboxes: boolean;
  /** the shop's account for bank transfers as every instance knows it (null: not set) */
  transferAccount: () => TransferAccount | null;
  transferSlips: Pick<TransferSlips, 'ofOrder'>;
}

/**
 * How a member pays one of their orders (spec §2 payment modals): the channel's kind and, for a
 * Thai QR, the PromptPay bill — reference 2 is the order number, so the bank's notification names
 * the order; for a bank transfer, the shop's account, a PromptPay QR with the amount and the slips
 * the member sent. Asked again, it answers the same bill until the order expires ("pay now" from the
 * order list reopens the same payment).
 */
export function createOrderPayments({ db, thaiQr, card, cardCheckout, publicUrl, sandboxes, transferAccount, transferSlips }: OrderPaymentDeps) {
  function cardForm(orderNo: string, netTotalSatang: number, lang: 'th' | 'en'): NonNullable<OrderPayment['card']> | null {
    if (!card) return null;
    // step 3 reads the result from the order itself (the return never marks anything paid); the
    // sandbox gateway is this shop, so its return addresses need no host
    const back = `${card.sandbox ? '' : publicUrl}/cart/checkout?step=3&Ref=${encodeURIComponent(orderNo)}`;
    const signed = { merchantId: card.merchantId, orderRef: orderNo, currCode: '764', amount: bahtDecimalText(netTotalSatang), payType: 'N' } as const;
    const fields: CardFormFields = {
      ...signed,
      successUrl: back,
      failUrl: back,
      cancelUrl: back,
      lang: lang === 'th' ? 'T' : 'E',
      remark: '-',
      secureHash: cardSecureHash(signed, card.secret),
    };
    return { action: card.gatewayUrl, fields: { ...fields } };
  }

  return {
    async paymentOf(memberId: number, orderNo: string): Promise<OrderPayment> {
      const [row] = await db
        .select({
          orderId: paymentOrders.id,
          orderNo: paymentOrders.orderNo,
          statusId: paymentOrders.statusId,
          isDonation: paymentOrders.isDonation,
          netTotalSatang: paymentOrders.netTotalSatang,
          expiresAt: paymentOrders.expiresAt,
          lang: paymentOrders.lang,
          kind: paymentChannels.kind,
        })
        .from(paymentOrders)
        .innerJoin(paymentChannels, eq(paymentChannels.id, paymentOrders.paymentChannelId))
        .where(and(eq(paymentOrders.orderNo, orderNo), eq(paymentOrders.memberId, memberId)));
      if (!row) throw notFound();
      let qr: OrderPayment['qr'] = null;
      if (row.kind === 'qr') {
        const ref1 = row.isDonation ? QR_REFERENCE_1.donation : QR_REFERENCE_1.regular;
        const payload = thaiQrBillPayment({
          billerId: thaiQr.billerId,
          ref1,
          ref2: row.orderNo,
          amountSatang: row.netTotalSatang,
          merchantName: thaiQr.merchantName,
        });
        qr = { payload, billerId: thaiQr.billerId, billerName: thaiQr.billerName, ref1, ref2: row.orderNo };
      }
      let transfer: OrderPayment['transfer'] = null;
      const account = row.kind === 'transfer' ? transferAccount() : null;
      if (account) {
        // a PromptPay QR with the exact amount: the banking app fills it in, so nothing is mistyped
        const bank = THAI_BANKS[account.bankCode];
        const payload = promptPayTransfer({ id: account.promptPayId, amountSatang: row.netTotalSatang });
        transfer = { payload, account, bankNameTh: bank.th, bankNameEn: bank.en, slips: await transferSlips.ofOrder(row.orderId) };
      }
      const card = row.kind === 'card' && !cardCheckout ? cardForm(row.orderNo, row.netTotalSatang, row.lang) : null;
      const started = qr ? 'bill' : card ? 'form' : null;
      if (started && row.statusId === ORDER_STATUS.waitingForPayment) {
        await recordAttempt(db, { orderNo: row.orderNo, memberId, provider: row.kind, amountSatang: row.netTotalSatang, kind: started });
      }
      return {
        orderNo: row.orderNo,
        orderId: row.orderId,
        statusId: row.statusId,
        kind: row.kind,
        netTotalPrice: satangToBaht(row.netTotalSatang),
        expiryDate: row.expiresAt.toISOString(),
        qr,
        sandboxUrl: qr && sandboxes ? `/sandbox/qr?payload=${encodeURIComponent(qr.payload)}` : null,
        card,
        cardCheckout: row.kind === 'card' && cardCheckout,
        transfer,
      };
    },
  };
}

export type OrderPayments = ReturnType<typeof createOrderPayments>;
