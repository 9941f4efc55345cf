import { and, eq } from 'drizzle-orm';
import type { Lang } from '@pawsook/shared/i18n/translate';
import { bahtDecimalText, decimalTextToSatang } from '@pawsook/shared/money/money';
import type { CounterStart, CounterStartBody } from '@pawsook/shared/schemas/payments';
import type { Db } from '../../db/database';
import { memberBuyers } from '../members/member-columns.steps';
import { paymentOrders } from '../orders/order-columns.steps';
import { counterBillOf } from './counter-bill';
import { encryptCounterPaymentData, type CounterPaymentData } from './counter-payment-data';
import { assertPayable } from './payable-order';
import { recordAttempt } from './payment-attempts';
import { paymentChannels } from './payments.tables';

export interface CounterPaymentDeps {
  db: Db;
  /** the counter service's page and the key its payment data is encrypted with; null: no counter payments */
  counter: { url: string; key: string; sandbox: boolean } | null;
  /** the shop's bill-payment account: the barcode pays it */
  biller: { billerId: string; billerName: string };
  /** the shop's own address, for the ways back a real counter service needs whole */
  publicUrl: string;
}

/** Satang of a "520.00" amount, without a float on the way. */

/**
 * Starts a counter-service payment (`POST /api/v1/payments/cs/encryption`): for the member's own
 * order, waiting, of a counter channel, at its exact amount, the payment data the counter page
 * takes, encrypted so the browser that carries it cannot change it. Everything the shop knows
 * itself comes from the shop: the buyer's name and e-mail from the member profile (spec §6), the
 * bill from the order, the ways back from the shop's own addresses.
 */
export function createCounterPayments({ db, counter, biller, publicUrl }: CounterPaymentDeps) {
  return {
    async start(memberId: number, input: CounterStartBody, lang: Lang): Promise<CounterStart> {
      const [row] = await db
        .select({
          orderNo: paymentOrders.orderNo,
          statusId: paymentOrders.statusId,
          isDonation: paymentOrders.isDonation,
          netTotalSatang: paymentOrders.netTotalSatang,
          expiresAt: paymentOrders.expiresAt,
          kind: paymentChannels.kind,
          name: memberBuyers.name,
          surname: memberBuyers.surname,
          email: memberBuyers.email,
        })
        .from(paymentOrders)
        .innerJoin(paymentChannels, eq(paymentChannels.id, paymentOrders.paymentChannelId))
        .innerJoin(memberBuyers, eq(memberBuyers.memberId, paymentOrders.memberId))
        .where(and(eq(paymentOrders.orderNo, input.inv), eq(paymentOrders.memberId, memberId)));
      const order = assertPayable(row, { orderNo: input.inv, kind: 'counter', offered: counter !== null, amountSatang: decimalTextToSatang(input.amt) });
      const bill = counterBillOf(biller, order);
      // the sandbox counter is this shop, so its ways back need no host
      const origin = counter!.sandbox ? '' : publicUrl;
      const data: CounterPaymentData = {
        inv: order.orderNo,
        desc: `Pawsook ${order.orderNo}`,
        urlBack: `${origin}/cart/checkout?step=3&Ref=${encodeURIComponent(order.orderNo)}`,
        urlConfirm: `${publicUrl}/api/v1/payments/counter/notify`,
        paymentMethod: 'counter',
        amt: bahtDecimalText(order.netTotalSatang),
        currency: 'THB',
        name: `${order.name} ${order.surname}`.trim(),
        email: order.email,
        billerId: bill.billerId,
        billerName: bill.billerName,
        ref1: bill.ref1,
        ref2: bill.ref2,
        dueAt: bill.dueAt.toISOString(),
        lang,
      };
      await recordAttempt(db, { orderNo: order.orderNo, memberId, provider: 'counter', amountSatang: order.netTotalSatang, kind: 'bill' });
      return { encryptedPaymentData: encryptCounterPaymentData(data, counter!.key), action: counter!.url };
    },
  };
}

export type CounterPayments = ReturnType<typeof createCounterPayments>;
