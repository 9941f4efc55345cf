import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { translate, type Lang, type MessageKey } from '@pawsook/shared/i18n/translate';
import { ORDER_PRODUCT_TYPE } from '@pawsook/shared/pricing/price-group';
import { ORDER_STATUS, type OrderStatusId, type TransitionActor } from '@pawsook/shared/status/order-status';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/app-error';
import type { LiveCatalog } from '../catalog/live-catalog.service';
import type { CartService } from '../cart/cart.service';
import type { CoinsService } from '../coins/coins.service';
import type { PromoCodesService } from '../promotions/promo-codes.service';
import { moveOrder } from './order-transitions';
import type { OrderRow } from './orders.types';
import { orderLines, orders } from './orders.tables';

export interface OrdersServiceDeps {
  db: Db;
  cart: CartService;
  catalog: LiveCatalog;
  coins: CoinsService;
  promoCodes: PromoCodesService;
}

type OrderLineRow = typeof orderLines.$inferSelect;

/** "Royal Canin Mini Adult (400 g)": a line's name as it was bought, in the reader's language. */
function boughtName(line: OrderLineRow, lang: Lang): string {
  const name = lang === 'en' ? line.nameEn : line.nameTh;
  const choice = lang === 'en' ? line.choiceEn : line.choiceTh;
  return choice ? `${name} (${choice})` : name;
}

export function createOrdersService(deps: OrdersServiceDeps) {
  const { db, cart, catalog, coins, promoCodes } = deps;
  const transitions = { coins, promoCodes };

  async function ownOrder(memberId: number, where: { orderNo?: string; orderId?: number }): Promise<OrderRow> {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.memberId, memberId), where.orderNo !== undefined ? eq(orders.orderNo, where.orderNo) : eq(orders.id, where.orderId ?? 0)));
    if (!order) throw notFound();
    return order;
  }

  /** Puts an order's lines back in the cart at today's prices, and says what could not be. */
  async function reorderLines(memberId: number, order: OrderRow, skuCode: string | null, lang: Lang) {
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
    const wanted = skuCode === null ? lines : lines.filter((l) => l.skuCode === skuCode);
    if (wanted.length === 0) throw notFound();
    const added: { skuCode: string; amount: number }[] = [];
    const unavailable: { skuCode: string; name: string; reason: string }[] = [];
    // the shopper knows the line by its name as bought (the product may be gone from the catalog)
    const leftOut = (line: OrderLineRow, reason: MessageKey) =>
      unavailable.push({ skuCode: line.skuCode, name: boughtName(line, lang), reason: translate(lang, reason) });
    for (const line of wanted) {
      const bought = line.orderProductTypeId === ORDER_PRODUCT_TYPE.normal || line.orderProductTypeId === ORDER_PRODUCT_TYPE.donated;
      if (!bought) {
        if (skuCode !== null) leftOut(line, 'order.reorderReason.notReorderable');
        continue;
      }
      const found = catalog.current().skusById.get(line.skuId);
      if (!found || !found.sku.soldSeparately || found.sku.displayStatus !== 'active' || found.product.row.displayStatus !== 'active') {
        leftOut(line, 'order.reorderReason.unavailable');
        continue;
      }
      const amount = Math.min(line.amount, found.sku.stock);
      if (amount < 1) {
        leftOut(line, 'order.reorderReason.outOfStock');
        continue;
      }
      try {
        await cart.add(memberId, {
          skuId: line.skuId,
          amount,
          orderProductTypeId: line.orderProductTypeId as 1 | 2,
          donationId: line.orderProductTypeId === ORDER_PRODUCT_TYPE.donated ? line.donationPlaceId : null,
        });
        added.push({ skuCode: line.skuCode, amount });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const reason = error.messageKey === 'cart.exceedsStock' ? 'order.reorderReason.outOfStock' : 'order.reorderReason.unavailable';
        leftOut(line, reason);
      }
    }
    if (added.length === 0) throw new AppError(400, 'order.reorderedNone', { result: { added, unavailable } });
    return { added, unavailable, message: translate(lang, unavailable.length === 0 ? 'order.reorderedAll' : 'order.reorderedSome') };
  }

  return {
    async statusOf(memberId: number, orderNo: string): Promise<{ statusId: number }> {
      const order = await ownOrder(memberId, { orderNo });
      return { statusId: order.statusId };
    },

    async reorder(memberId: number, orderId: number, lang: Lang) {
      return reorderLines(memberId, await ownOrder(memberId, { orderId }), null, lang);
    },

    async reorderItem(memberId: number, orderId: number, skuCode: string, lang: Lang) {
      return reorderLines(memberId, await ownOrder(memberId, { orderId }), skuCode, lang);
    },

    /** Staff (and later payments) move an order through the one transition table. */
    async move(orderNo: string, to: OrderStatusId, actor: TransitionActor, note: string | null = null) {
      const [order] = await db.select({ id: orders.id, memberId: orders.memberId }).from(orders).where(eq(orders.orderNo, orderNo));
      if (!order) throw notFound();
      const moved = await cart.whileWriting(order.memberId, () => db.transaction((tx) => moveOrder(tx, transitions, order.id, to, actor, note)));
      return { orderNo: moved.orderNo, statusId: moved.statusId };
    },

    /**
     * Expires unpaid orders past their time (not one whose transfer slip waits for staff): stock,
     * coins and the code's use go back. Claimed with
     * SKIP LOCKED, so several server processes sweeping at once never expire one order twice.
     */
    async expireDue(now = new Date(), batch = 100): Promise<number> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.statusId, ORDER_STATUS.waitingForPayment), lte(orders.expiresAt, now), eq(orders.paymentHeld, false)))
          .orderBy(asc(orders.expiresAt))
          .limit(batch)
          .for('update', { skipLocked: true });
        for (const { id } of due) await moveOrder(tx, transitions, id, ORDER_STATUS.expired, 'system');
        return due.length;
      });
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

/** Runs the expiry sweep every `everyMs` in this process; returns the way to stop it. */
export function startExpirySweep(ordersService: OrdersService, everyMs: number, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = ordersService
      .expireDue()
      .then((n) => {
        if (n > 0) log.info({ expired: n }, 'unpaid orders expired');
      })
      .catch((error: unknown) => log.error({ err: error }, 'order expiry sweep failed'))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
