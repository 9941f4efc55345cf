import { and, asc, count, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { satangToBaht } from '@pawsook/shared/money/money';
import { refundablePayment } from '@pawsook/shared/payments/refundable-payment';
import type { StaffOrderDetail, StaffOrdersQuery } from '@pawsook/shared/schemas/staff-orders';
import { ORDER_STATUS_NAMES } from '@pawsook/shared/status/order-status-names';
import { nextStatuses, ORDER_STATUS, type OrderStatusId } from '@pawsook/shared/status/order-status';
import type { Db } from '../../db/database';
import { containing, withinBangkokDays } from '../../db/filters';
import { notFound } from '../../http/app-error';
import { csvFile, typed } from '../../http/csv-file';
import { memberContacts, memberIdsWithEmailLike } from '../members/member-columns.steps';
import type { PaymentRecords } from '../payments/payment-records.service';
import { orderNotes } from './order-notes.tables';
import { orderLines, orderStatusHistory, orders } from './orders.tables';
import type { StaffAudit } from '../audit/audit.service';
import type { StaffActor } from '../audit/audit.types';

const ORDERS_CSV_HEADER = [
  'order_no',
  'created_at',
  'status_id',
  'status_th',
  'status_en',
  'member_id',
  'member_name',
  'member_email',
  'payment_channel_id',
  'donation',
  'items',
  'net_total_baht',
];

/** The orders board: every member's orders, filtered, one order in full, and the filtered list as CSV. */
export function createStaffOrders(db: Db, paymentRecords: PaymentRecords, audit: StaffAudit) {
  function whereOf(query: Omit<StaffOrdersQuery, 'page' | 'limit'>): SQL | undefined {
    const conditions: SQL[] = [];
    if (query.statusId !== undefined) conditions.push(eq(orders.statusId, query.statusId));
    if (query.channelId !== undefined) conditions.push(eq(orders.paymentChannelId, query.channelId));
    if (query.memberId !== undefined) conditions.push(eq(orders.memberId, query.memberId));
    if (query.slipWaiting) conditions.push(eq(orders.paymentHeld, true), eq(orders.statusId, ORDER_STATUS.waitingForPayment));
    if (query.q) {
      // order numbers are upper case: a case-sensitive match is several times cheaper than ilike
      // over every order; e-mails are matched among the members, far fewer rows than their orders
      const byEmail = memberIdsWithEmailLike(containing(query.q));
      conditions.push(
        or(like(orders.orderNo, containing(query.q.toUpperCase())), like(orders.orderNo, containing(query.q)), inArray(orders.memberId, byEmail))!,
      );
    }
    conditions.push(...withinBangkokDays(orders.createdAt, query.from, query.to));
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  const rowColumns = {
    id: orders.id,
    orderNo: orders.orderNo,
    createdAt: orders.createdAt,
    statusId: orders.statusId,
    memberId: orders.memberId,
    memberName: memberContacts.memberName,
    memberEmail: memberContacts.memberEmail,
    paymentChannelId: orders.paymentChannelId,
    isDonation: orders.isDonation,
    netTotalSatang: orders.netTotalSatang,
    paymentHeld: orders.paymentHeld,
    // qualified by hand: drizzle names columns bare in a one-table query, where "id" would be the line's
    itemCount: sql<number>`(select coalesce(sum(l.amount), 0)::int from ${orderLines} as l where l.order_id = "orders"."id")`,
  };

  const toRow = (r: Awaited<ReturnType<typeof select>>[number]) => ({
    id: r.id,
    orderNo: r.orderNo,
    createdAt: r.createdAt.toISOString(),
    statusId: r.statusId,
    memberId: r.memberId,
    memberName: r.memberName,
    memberEmail: r.memberEmail,
    paymentChannelId: r.paymentChannelId,
    isDonation: r.isDonation,
    netTotal: satangToBaht(r.netTotalSatang),
    itemCount: r.itemCount,
    // a transfer slip waits for staff's check (decision 0060)
    slipWaiting: r.paymentHeld && r.statusId === ORDER_STATUS.waitingForPayment,
  });

  function select(where: SQL | undefined) {
    return db
      .select(rowColumns)
      .from(orders)
      .innerJoin(memberContacts, eq(memberContacts.memberId, orders.memberId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id));
  }

  return {
    async list(query: StaffOrdersQuery) {
      const [rows, [total]] = await Promise.all([
        select(whereOf(query))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(orders).where(whereOf(query)),
      ]);
      return { total: total?.n ?? 0, orders: rows.map(toRow) };
    },

    async detail(orderNo: string): Promise<StaffOrderDetail> {
      const [row] = await select(eq(orders.orderNo, orderNo));
      const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
      if (!row || !order) throw notFound();
      const [lines, history, { notifications: payments, refunds }, notes] = await Promise.all([
        db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
        db
          .select()
          .from(orderStatusHistory)
          .where(eq(orderStatusHistory.orderId, order.id))
          .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
        paymentRecords.ofOrder(orderNo),
        db.select().from(orderNotes).where(eq(orderNotes.orderId, order.id)).orderBy(asc(orderNotes.at), asc(orderNotes.id)),
      ]);
      const baht = (satang: number | null) => (satang === null ? null : satangToBaht(satang));
      const refundStatusOf = new Map(refunds.map((r) => [r.paymentId, r.status]));
      const toRefund = refundablePayment(
        order.statusId,
        payments.map((p) => ({ ...p, refundStatus: refundStatusOf.get(p.id) ?? null })),
      );
      const refundChannel = toRefund ? await paymentRecords.channelNamed(toRefund.provider) : null;
      return {
        ...toRow(row),
        expiresAt: order.expiresAt.toISOString(),
        paidAt: order.paidAt?.toISOString() ?? null,
        productTotal: satangToBaht(order.productTotalSatang),
        promotionDiscount: satangToBaht(order.promotionDiscountSatang),
        codeDiscount: satangToBaht(order.codeDiscountSatang),
        coinDiscount: satangToBaht(order.coinDiscountSatang),
        coinsUsed: order.coinsUsed,
        shipping: satangToBaht(order.shippingSatang),
        promoCode: order.promoCode,
        shippingAddress: { ...order.shippingAddress },
        receiptAddress: order.receiptAddress ? { ...order.receiptAddress } : null,
        carrier: order.carrier,
        parcelNo: order.parcelNo,
        expectedDeliveryOn: order.expectedDeliveryOn,
        lines: lines.map((l) => ({
          skuCode: l.skuCode,
          nameTh: l.nameTh,
          nameEn: l.nameEn,
          choiceTh: l.choiceTh,
          choiceEn: l.choiceEn,
          unitPrice: satangToBaht(l.unitPriceSatang),
          amount: l.amount,
          lineTotal: satangToBaht(l.lineTotalSatang),
          orderProductTypeId: l.orderProductTypeId,
        })),
        history: history.map((h) => ({ at: h.createdAt.toISOString(), fromStatusId: h.fromStatusId, toStatusId: h.toStatusId, actor: h.actor, note: h.note })),
        payments: payments.map((p) => ({
          at: p.receivedAt.toISOString(),
          provider: p.provider,
          amount: baht(p.amountSatang),
          reference: p.providerReference,
          outcome: p.outcome,
          reason: p.reason,
          needsRefund: p.needsRefund,
        })),
        refunds: refunds.map((r) => ({
          at: r.requestedAt.toISOString(),
          provider: r.provider,
          amount: baht(r.amountSatang),
          reference: r.providerReference,
          status: r.status,
        })),
        nextStatusIds: nextStatuses(order.statusId as OrderStatusId, 'staff'),
        refundable: toRefund
          ? {
              amount: satangToBaht(toRefund.amountSatang ?? order.netTotalSatang),
              provider: toRefund.provider,
              channelNameTh: refundChannel?.nameTh ?? toRefund.provider,
              channelNameEn: refundChannel?.nameEn ?? toRefund.provider,
            }
          : null,
        notes: notes.map((n) => ({ at: n.at.toISOString(), actor: n.actor, text: n.text })),
      };
    },

    /** A note of the shop's people on the order, with its audit entry in the same transaction. */
    async addNote(by: StaffActor, orderNo: string, text: string): Promise<StaffOrderDetail> {
      await db.transaction(async (tx) => {
        const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
        if (!order) throw notFound();
        await tx.insert(orderNotes).values({ orderId: order.id, staffId: by.staffId, actor: by.actor, text });
        await audit.record(tx, by, { action: 'orders.read:note', target: `order ${orderNo}`, after: { text } });
      });
      return this.detail(orderNo);
    },

    /** The filtered orders as CSV for a spreadsheet (http/csv-file's form), at most 10,000 rows a file. */
    async csv(query: Omit<StaffOrdersQuery, 'page' | 'limit'>): Promise<string> {
      const rows = await select(whereOf(query)).limit(10_000);
      return csvFile(
        ORDERS_CSV_HEADER,
        rows.map((r) => {
          const name = ORDER_STATUS_NAMES[r.statusId as OrderStatusId];
          return [
            r.orderNo,
            r.createdAt.toISOString(),
            r.statusId,
            name.th,
            name.en,
            r.memberId,
            typed(r.memberName),
            typed(r.memberEmail),
            r.paymentChannelId,
            r.isDonation ? 'yes' : 'no',
            r.itemCount,
            satangToBaht(r.netTotalSatang).toFixed(2),
          ];
        }),
      );
    },
  };
}

export type StaffOrders = ReturnType<typeof createStaffOrders>;
