import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@pawsook/shared/i18n/translate';
import { satangToBaht } from '@pawsook/shared/money/money';
import { CARRIERS, isCarrierId, trackingUrlOf } from '@pawsook/shared/orders/carriers';
import { bangkokDayOf } from '@pawsook/shared/format/date';
import { expectedDeliveryDay } from '@pawsook/shared/orders/delivery-estimate';
import type { OldOrderDetail, OrderDetail, OrderListQuery, OrderTracking, PaymentOrderDetail } from '@pawsook/shared/schemas/order-history';
import { canTrackStatus, IN_TRANSIT_STATUSES, ORDER_TAB_STATUSES } from '@pawsook/shared/status/order-history-tabs';
import { ORDER_STATUS, isOrderStatusId } from '@pawsook/shared/status/order-status';
import { ORDER_STATUS_NAMES } from '@pawsook/shared/status/order-status-names';
import type { Db } from '../../db/database';
import { containing } from '../../db/filters';
import { AppError, notFound } from '../../http/app-error';
import type { CoinLedgerPages } from '../coins/coin-ledger-pages.service';
import type { PaymentRecords } from '../payments/payment-records.service';
import { lineReviewed } from '../reviews/review-lines.steps';
import { oldOrders } from './old-orders.tables';
import { orderLines, orderStatusHistory, orders, type OrderAddressCopy } from './orders.tables';

type OrderRow = typeof orders.$inferSelect;

export interface OrderHistoryDeps {
  db: Db;
  /** working days from payment to the door (DELIVERY_DAYS) */
  deliveryDays: number;
  /** the review coins an order earned */
  coinLedger: Pick<CoinLedgerPages, 'earnedFor'>;
  /** the channel an order was placed with */
  paymentRecords: Pick<PaymentRecords, 'channel'>;
}

/** The Thai or the English text, the other when it is empty. */
const inLang = (lang: Lang, th: string, en: string) => (lang === 'en' ? en || th : th || en);

function statusNames(statusId: number, lang: Lang) {
  const names = isOrderStatusId(statusId) ? ORDER_STATUS_NAMES[statusId] : { th: String(statusId), en: String(statusId) };
  return { statusId, statusTh: names.th, statusEn: names.en, status: inLang(lang, names.th, names.en) };
}

// Correlated with the listed order by its qualified name: drizzle writes a one-table query's
// columns unqualified, which inside the subquery would name the line's own id.
const listedOrderId = sql.raw('"orders"."id"');

/** When the listed order was delivered (its history's move to delivered); null before. */
const deliveredAtOfListed = sql<Date | string | null>`(select max(h.created_at) from ${orderStatusHistory} as h
  where h.order_id = ${listedOrderId} and h.to_status_id = ${sql.raw(String(ORDER_STATUS.delivered))})`;

/** The order's lines that have no review yet: none left means the order is fully reviewed. */
const unreviewedLines = sql`exists (select 1 from ${orderLines} as l where l.order_id = ${listedOrderId}
  and not ${lineReviewed(sql.raw('l.id'))})`;

/** The address copied onto the order: the spec's fields (`fullName`, region names in `lang`) and both languages. */
function addressOf(copy: OrderAddressCopy, lang: Lang) {
  return {
    fullName: `${copy.name} ${copy.surname}`.trim(),
    name: copy.name,
    surname: copy.surname,
    phone: copy.phone,
    address: copy.address,
    subDistrict: inLang(lang, copy.subDistrictTh, copy.subDistrictEn),
    district: inLang(lang, copy.districtTh, copy.districtEn),
    province: inLang(lang, copy.provinceTh, copy.provinceEn),
    subDistrictTh: copy.subDistrictTh,
    subDistrictEn: copy.subDistrictEn,
    districtTh: copy.districtTh,
    districtEn: copy.districtEn,
    provinceTh: copy.provinceTh,
    provinceEn: copy.provinceEn,
    postelCode: copy.postelCode,
    companyName: copy.companyName ?? null,
    taxPayerId: copy.taxPayerId ?? null,
    branchNo: copy.branchNo ?? null,
  };
}

/**
 * What a member reads about their orders after placing them (member-area.md §2, §3, §7): the list
 * with its tabs, one order's detail and status, its tracking, and the old system's orders. Every
 * call is scoped to the member: another member's order is a 404, as an unknown one is.
 */
export function createOrderHistoryService({ db, deliveryDays, coinLedger, paymentRecords }: OrderHistoryDeps) {
  async function ownOrder(memberId: number, id: number): Promise<OrderRow> {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.memberId, memberId)));
    if (!order) throw notFound();
    return order;
  }

  /**
   * The parcel: the carrier's date once shipped; before that the shop's estimate from the payment
   * day; once delivered, the day it was (`deliveredAt`, from the order's history).
   */
  function shipmentOf(order: OrderRow, deliveredAt: Date | null) {
    const carrier = isCarrierId(order.carrier) ? CARRIERS[order.carrier] : null;
    const onTheWay = (IN_TRANSIT_STATUSES as number[]).includes(order.statusId);
    const estimate = onTheWay && order.paidAt && !order.expectedDeliveryOn ? expectedDeliveryDay(order.paidAt, deliveryDays) : null;
    return {
      carrier: order.carrier,
      carrierTh: carrier?.th ?? null,
      carrierEn: carrier?.en ?? null,
      parcelNo: order.parcelNo,
      trackingUrl: trackingUrlOf(order.carrier, order.parcelNo),
      expectedDeliveryOn: order.expectedDeliveryOn ?? estimate,
      expectedIsEstimate: estimate !== null,
      deliveredOn: order.statusId === ORDER_STATUS.delivered && deliveredAt ? bangkokDayOf(deliveredAt) : null,
    };
  }

  async function deliveredAtOf(orderId: number): Promise<Date | null> {
    const [row] = await db
      .select({ at: sql<Date | string | null>`max(${orderStatusHistory.createdAt})` })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatusId, ORDER_STATUS.delivered)));
    return row?.at ? new Date(row.at) : null;
  }

  return {
    async list(memberId: number, query: OrderListQuery, lang: Lang) {
      const statuses = query.statusIds ?? (query.tab ? ORDER_TAB_STATUSES[query.tab as 1 | 2 | 3 | 4] : undefined);
      const conditions: SQL[] = [eq(orders.memberId, memberId)];
      if (statuses) conditions.push(inArray(orders.statusId, [...statuses]));
      if (query.orderNo) conditions.push(sql`${orders.orderNo} ilike ${containing(query.orderNo)}`);
      const where = and(...conditions);
      const order = query.sort === 'asc' ? [asc(orders.createdAt), asc(orders.id)] : [desc(orders.createdAt), desc(orders.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select({
            order: orders,
            units: sql<number>`(select coalesce(sum(l.amount), 0)::int from ${orderLines} as l where l.order_id = ${listedOrderId})`,
            allReview: sql<boolean>`not ${unreviewedLines}`,
            deliveredAt: deliveredAtOfListed,
          })
          .from(orders)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return {
        total: total?.n ?? 0,
        items: rows.map(({ order: o, units, allReview, deliveredAt }) => ({
          id: o.id,
          orderNo: o.orderNo,
          createDate: o.createdAt.toISOString(),
          total: Number(units),
          grandTotalPrice: satangToBaht(o.netTotalSatang),
          ...statusNames(o.statusId, lang),
          paymentId: o.paymentChannelId,
          expireDate: o.expiresAt.toISOString(),
          paymentHeld: o.paymentHeld && o.statusId === ORDER_STATUS.waitingForPayment,
          isDonation: o.isDonation,
          allReview: o.statusId === ORDER_STATUS.delivered && Boolean(allReview),
          shipment: shipmentOf(o, deliveredAt ? new Date(deliveredAt) : null),
        })),
      };
    },

    async detail(memberId: number, id: number, lang: Lang): Promise<OrderDetail> {
      const order = await ownOrder(memberId, id);
      const [lines, channel, reviewCoins, deliveredAt] = await Promise.all([
        db
          .select({
            line: orderLines,
            reviewed: lineReviewed(sql.raw('"order_lines"."id"')),
          })
          .from(orderLines)
          .where(eq(orderLines.orderId, order.id))
          .orderBy(asc(orderLines.id)),
        paymentRecords.channel(order.paymentChannelId),
        coinLedger.earnedFor(memberId, 'review', order.orderNo),
        deliveredAtOf(order.id),
      ]);
      const allReview = lines.length > 0 && lines.every((l) => Boolean(l.reviewed));
      const delivered = order.statusId === ORDER_STATUS.delivered;
      const paymentOrderDetail: PaymentOrderDetail = {
        createDate: order.createdAt.toISOString(),
        paymentDate: order.expiresAt.toISOString(),
        paymentDateSuccess: order.paidAt?.toISOString() ?? null,
        paymentChannel: inLang(lang, channel?.nameTh ?? '', channel?.nameEn ?? ''),
        ...statusNames(order.statusId, lang),
        coinGain: order.receiveCoin,
        coinReview: reviewCoins,
        listPromotionDisplay: order.promotionsApplied.map(({ nameTh, nameEn }) => inLang(lang, nameTh, nameEn)),
        totalPrice: satangToBaht(order.productTotalSatang),
        discountPromotion: satangToBaht(order.promotionDiscountSatang),
        discountPromoCode: satangToBaht(order.codeDiscountSatang),
        discountCoin: satangToBaht(order.coinDiscountSatang),
        shippingPrice: satangToBaht(order.shippingSatang),
        grandTotalPrice: satangToBaht(order.netTotalSatang),
        amount: lines.reduce((sum, { line }) => sum + line.amount, 0),
      };
      return {
        id: order.id,
        orderNo: order.orderNo,
        ...paymentOrderDetail,
        paymentOrderDetail,
        paymentId: order.paymentChannelId,
        paymentChannelKind: channel?.kind ?? null,
        paymentChannelTh: channel?.nameTh ?? '',
        paymentChannelEn: channel?.nameEn ?? '',
        paymentHeld: order.paymentHeld && order.statusId === ORDER_STATUS.waitingForPayment,
        isDonation: order.isDonation,
        // the shop takes no delivery remark at checkout
        orderShippingAddress: { ...addressOf(order.shippingAddress, lang), remark: null },
        orderReceiptAddress: order.receiptNeed && order.receiptAddress ? addressOf(order.receiptAddress, lang) : null,
        coinUsed: order.coinsUsed,
        promoCode: order.promoCode,
        promotionsApplied: order.promotionsApplied.map(({ nameTh, nameEn }) => ({ nameTh, nameEn })),
        listSku: lines.map(({ line, reviewed }) => ({
          lineId: line.id,
          productId: line.productId,
          skuCode: line.skuCode,
          productName: inLang(lang, line.nameTh, line.nameEn),
          nameTh: line.nameTh,
          nameEn: line.nameEn,
          choiceTh: line.choiceTh,
          choiceEn: line.choiceEn,
          imageKey: line.imageKey,
          price: satangToBaht(line.unitPriceSatang),
          amount: line.amount,
          totalPrice: satangToBaht(line.lineTotalSatang),
          orderProductTypeId: line.orderProductTypeId,
          reviewed: Boolean(reviewed),
        })),
        allReview: delivered && allReview,
        canReview: delivered && !order.isDonation && !allReview,
        canTrack: canTrackStatus(order.statusId),
        shipment: shipmentOf(order, deliveredAt),
      };
    },

    async status(memberId: number, id: number, lang: Lang) {
      return statusNames((await ownOrder(memberId, id)).statusId, lang);
    },

    async tracking(memberId: number, id: number, lang: Lang): Promise<OrderTracking> {
      const order = await ownOrder(memberId, id);
      const history = await db
        .select({ toStatusId: orderStatusHistory.toStatusId, createdAt: orderStatusHistory.createdAt })
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, order.id))
        .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
      return {
        id: order.id,
        orderNo: order.orderNo,
        createDate: order.createdAt.toISOString(),
        ...statusNames(order.statusId, lang),
        isDonation: order.isDonation,
        history: history.map((h) => ({ ...statusNames(h.toStatusId, lang), at: h.createdAt.toISOString() })),
        shipment: shipmentOf(order, history.findLast((h) => h.toStatusId === ORDER_STATUS.delivered)?.createdAt ?? null),
        shippingAddress: addressOf(order.shippingAddress, lang),
      };
    },

    async oldList(memberId: number, query: { page: number; limit: number; orderNo?: string; sort: 'asc' | 'desc' }) {
      const conditions: SQL[] = [eq(oldOrders.memberId, memberId)];
      if (query.orderNo) conditions.push(sql`${oldOrders.orderNo} ilike ${containing(query.orderNo)}`);
      const where = and(...conditions);
      const order = query.sort === 'asc' ? [asc(oldOrders.createdAt), asc(oldOrders.id)] : [desc(oldOrders.createdAt), desc(oldOrders.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(oldOrders)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(oldOrders).where(where),
      ]);
      return {
        total: total?.n ?? 0,
        items: rows.map((o) => ({
          id: o.id,
          orderNo: o.orderNo,
          createDate: o.createdAt.toISOString(),
          total: o.amount,
          grandTotalPrice: satangToBaht(o.priceTotalSatang),
          status: o.orderStatus,
        })),
      };
    },

    async oldDetail(memberId: number, id: number): Promise<OldOrderDetail> {
      const [o] = await db
        .select()
        .from(oldOrders)
        .where(and(eq(oldOrders.id, id), eq(oldOrders.memberId, memberId)));
      if (!o) throw notFound();
      return {
        id: o.id,
        orderNo: o.orderNo,
        createDate: o.createdAt.toISOString(),
        paymentDate: o.paidAt?.toISOString() ?? null,
        paymentType: o.paymentType,
        orderStatus: o.orderStatus,
        shippingFullName: o.shippingFullName,
        shippingPhoneNumber: o.shippingPhoneNumber,
        shippingAddress: o.shippingAddress,
        company: o.company,
        billFullName: o.billFullName,
        taxCode: o.taxCode,
        billAddress: o.billAddress,
        billPhoneNumber: o.billPhoneNumber,
        senderRemark: o.senderRemark,
        amount: o.amount,
        priceTotal: satangToBaht(o.priceTotalSatang),
        listSku: o.lines.map((l) => ({
          itemName: l.itemName,
          unitPrice: satangToBaht(l.unitPriceSatang),
          amount: l.amount,
          totalPrice: satangToBaht(l.totalPriceSatang),
        })),
      };
    },

    /** Staff hand the parcel to a carrier: the member's tracking shows it. Only for a paid order not yet closed. */
    async setShipment(orderNo: string, input: { carrier: string; parcelNo?: string; expectedDeliveryOn?: string }) {
      const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
      if (!order) throw notFound();
      const shippable = (IN_TRANSIT_STATUSES as number[]).includes(order.statusId) || order.statusId === ORDER_STATUS.delivered;
      if (!shippable) throw new AppError(400, 'order.shipmentNotAllowed');
      const [updated] = await db
        .update(orders)
        .set({ carrier: input.carrier, parcelNo: input.parcelNo ?? null, expectedDeliveryOn: input.expectedDeliveryOn ?? null, updatedAt: new Date() })
        .where(eq(orders.id, order.id))
        .returning();
      return { orderNo, shipment: shipmentOf(updated ?? order, order.statusId === ORDER_STATUS.delivered ? await deliveredAtOf(order.id) : null) };
    },
  };
}

export type OrderHistoryService = ReturnType<typeof createOrderHistoryService>;
