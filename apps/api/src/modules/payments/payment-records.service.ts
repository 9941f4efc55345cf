import { asc, eq } from 'drizzle-orm';
import { paymentChannelIdByKind, type PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';
import type { Db } from '../../db/database';
import { paymentChannels, paymentNotifications, paymentRefunds } from './payments.tables';

/** What the payments module recorded of an order and its channels, as an order's pages show them. */
export function createPaymentRecords(db: Db) {
  return {
    /** Every notification received for the order and every refund asked, oldest first: two statements asked together. */
    async ofOrder(orderNo: string) {
      const [notifications, refunds] = await Promise.all([
        db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, orderNo)).orderBy(asc(paymentNotifications.receivedAt)),
        db.select().from(paymentRefunds).where(eq(paymentRefunds.orderNo, orderNo)).orderBy(asc(paymentRefunds.requestedAt)),
      ]);
      return { notifications, refunds };
    },

    /** A payment channel's row (an order's page names the channel it was placed with). */
    async channel(id: number) {
      const [row] = await db.select().from(paymentChannels).where(eq(paymentChannels.id, id));
      return row;
    },

    /** The shop's name for the channel a provider kind stands for: where a refund goes back to. */
    async channelNamed(provider: PaymentChannelKind) {
      const [channel] = await db
        .select({ nameTh: paymentChannels.nameTh, nameEn: paymentChannels.nameEn })
        .from(paymentChannels)
        .where(eq(paymentChannels.id, paymentChannelIdByKind[provider]));
      return channel ?? null;
    },
  };
}

export type PaymentRecords = ReturnType<typeof createPaymentRecords>;
