import { createHash, randomInt } from 'node:crypto';
import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatDateTime } from '@pawsook/shared/format/date';
import { translate, type Lang, type MessageKey } from '@pawsook/shared/i18n/translate';
import { bahtToSatang } from '@pawsook/shared/money/money';
import { coinValueSatang, isAllowedCoinAmount, type CoinDiscountRule } from '@pawsook/shared/pricing/coin-discount';
import { ORDER_PRODUCT_TYPE } from '@pawsook/shared/pricing/price-group';
import { finalTotalSatang } from '@pawsook/shared/pricing/promo-code';
import type { PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';
import type { PlacedOrder, PlaceOrderInput } from '@pawsook/shared/schemas/orders';
import { ORDER_STATUS, type OrderStatusId, type TransitionActor } from '@pawsook/shared/status/order-status';
import type { Db, Tx } from '../../db/database';
import { isDeadlock, isUniqueViolation, violatedConstraint } from '../../db/errors';
import { AppError, notFound } from '../../http/app-error';
import type { AddressesService, OrderAddressSource } from '../addresses/addresses.service';
import { cartLines } from '../cart/cart.tables';
import type { CartService } from '../cart/cart.service';
import { productSkus } from '../catalog/catalog.tables';
import type { LiveCatalog } from '../catalog/live-catalog';
import type { CoinsService } from '../coins/coins.service';
import { donationPlaces } from '../donations/donations.tables';
import type { MailService } from '../mail/mail.service';
import { members } from '../members/members.tables';
import type { PaymentsService } from '../payments/payments.service';
import { startPayment, type ChannelForOrder } from '../payments/start-payment';
import type { PromoCodesService } from '../promotions/promo-codes.service';
import type { ReferenceService } from '../reference/reference.service';
import type { CheckoutDiscountsService, CodeOutcome, PricedGroup } from './checkout-discounts.service';
import { renderOrderPlacedMail, type CounterBillMail } from './order-placed-mail';
import { moveOrder, type OrderRow } from './order-transitions';
import { orderLines, orderStatusHistory, orders, type OrderAddressCopy } from './orders.tables';

export interface OrdersServiceDeps {
  db: Db;
  cart: CartService;
  catalog: LiveCatalog;
  coins: CoinsService;
  promoCodes: PromoCodesService;
  discounts: CheckoutDiscountsService;
  addresses: AddressesService;
  reference: ReferenceService;
  mail: MailService;
  /** the active payment channels every instance keeps in memory */
  payments: Pick<PaymentsService, 'activeChannel'>;
  /** a counter-service order's bill with its barcode, for the order-placed mail (the payments module makes it) */
  counterBill?: (order: Pick<OrderRow, 'orderNo' | 'isDonation' | 'netTotalSatang' | 'expiresAt'>, lang: Lang) => Promise<CounterBillMail>;
  publicUrl: string;
  expiryMinutes: Record<PaymentChannelKind, number>;
  coinRule: CoinDiscountRule;
  log: FastifyBaseLogger;
}

/** The checkout step a refusal sends the shopper back to (spec §7/§8: "OK goes to step {result}"). */
const refuse = (key: MessageKey, step: 1 | 2, params?: Record<string, string | number>) => new AppError(400, key, { result: step, params });

type OrderLineRow = typeof orderLines.$inferSelect;

/** What placing answers with: the order's own row for a replay, the values it was written with for a new one. */
type PlacedRow = Pick<OrderRow, 'id' | 'orderNo' | 'isDonation' | 'netTotalSatang' | 'expiresAt' | 'paymentChannelId' | 'requestHash'>;
/** An order as its mail shows it. */
type MailedOrder = PlacedRow & Pick<OrderRow, 'productTotalSatang' | 'promotionDiscountSatang' | 'codeDiscountSatang' | 'coinDiscountSatang' | 'shippingSatang'>;

/** What the first statement of placing reads with the member's locks. */
interface OrderReadRow {
  email: string | null;
  name: string | null;
  earlierId: number | null;
  /** the new order's id, drawn now so every row of the writing statement can name it */
  orderId: number;
  cart: { skuId: number; orderProductTypeId: number; donationPlaceId: number; amount: number }[];
  shipping: OrderAddressSource | null;
  receipt: OrderAddressSource | null;
  balance: number;
}

/** "Royal Canin Mini Adult (400 g)": a line's name as it was bought, in the reader's language. */
function boughtName(line: OrderLineRow, lang: Lang): string {
  const name = lang === 'en' ? line.nameEn : line.nameTh;
  const choice = lang === 'en' ? line.choiceEn : line.choiceTh;
  return choice ? `${name} (${choice})` : name;
}

/** Order numbers: PS, the Bangkok date, and six characters nobody can guess in sequence (no I, L, O, U). */
const ORDER_NO_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function newOrderNo(now = new Date()): string {
  const bangkok = new Date(now.getTime() + 7 * 3600_000).toISOString();
  const date = `${bangkok.slice(2, 4)}${bangkok.slice(5, 7)}${bangkok.slice(8, 10)}`;
  let tail = '';
  for (let i = 0; i < 6; i++) tail += ORDER_NO_ALPHABET[randomInt(ORDER_NO_ALPHABET.length)];
  return `PS${date}${tail}`;
}

const requestHashOf = (input: PlaceOrderInput) => createHash('sha256').update(JSON.stringify(input)).digest('hex');

/** Units per SKU of the lines an order takes, in SKU order (stock rows are always locked in that order). */
function unitsBySku(lines: { skuId: number; amount: number }[]): [number, number][] {
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.skuId, (units.get(line.skuId) ?? 0) + line.amount);
  return [...units].sort(([a], [b]) => a - b);
}

export function createOrdersService(deps: OrdersServiceDeps) {
  const { db, cart, catalog, coins, promoCodes, discounts, addresses, reference } = deps;
  const transitions = { coins, promoCodes };

  async function addressCopy(row: { name: string; surname: string; phone: string; address: string; provinceId: number; districtId: number; subDistrictId: number; postelCode: string; companyName?: string | null; taxPayerId?: string | null }): Promise<OrderAddressCopy> {
    const [th, en] = await Promise.all([reference.regionNames(row, 'th'), reference.regionNames(row, 'en')]);
    return {
      name: row.name,
      surname: row.surname,
      phone: row.phone,
      address: row.address,
      provinceId: row.provinceId,
      provinceTh: th.province,
      provinceEn: en.province,
      districtId: row.districtId,
      districtTh: th.district,
      districtEn: en.district,
      subDistrictId: row.subDistrictId,
      subDistrictTh: th.subDistrict,
      subDistrictEn: en.subDistrict,
      postelCode: row.postelCode,
      companyName: row.companyName ?? null,
      taxPayerId: row.taxPayerId ?? null,
    };
  }

  /** The body's lines must be the group's chargeable lines, at the server's prices. */
  function checkLines(group: PricedGroup, input: PlaceOrderInput): void {
    if (group.resolved.length === 0) throw refuse('order.selectProduct', 1);
    if (group.resolved.some((r) => !r.buyable)) throw refuse('order.unavailableProduct', 1);
    const charged = group.resolved.filter((r) => r.row.orderProductTypeId === ORDER_PRODUCT_TYPE.normal || r.row.orderProductTypeId === ORDER_PRODUCT_TYPE.donated);
    const same =
      input.products.length === charged.length &&
      input.products.every((p) => charged.some((r) => r.row.skuId === p.skuId && r.row.amount === p.amount && r.unitPriceSatang === bahtToSatang(p.price)));
    if (!same) throw refuse('checkout.cartChanged', 1);
  }

  /** Figures the body sends must be the server's; the shopper goes back to step 2 to see the new ones. */
  function checkTotals(input: PlaceOrderInput, figures: { net: number; shipping: number; code: number; coin: number; promotion: number }): void {
    const differs = (sent: number | undefined, satang: number) => sent !== undefined && bahtToSatang(sent) !== satang;
    if (
      differs(input.netTotalPrice, figures.net) ||
      differs(input.shippingPrice, figures.shipping) ||
      differs(input.discountPromoCode, figures.code) ||
      differs(input.discountCoin, figures.coin) ||
      differs(input.discountPromotion, figures.promotion)
    ) {
      throw refuse('checkout.totalsChanged', 2);
    }
  }

  /**
   * Takes the units off the sell stock, as a part of the order's writing statement: the SKUs' rows
   * are locked in id order first (two orders never wait on each other), then each is taken only
   * when it has enough. Returns the ids taken: fewer than the SKUs means one lacked stock.
   */
  function takeStockPart(lines: { skuId: number; amount: number }[]): SQL {
    const units = unitsBySku(lines);
    const wanted = JSON.stringify(units.map(([id, amount]) => ({ id, amount })));
    return sql`locked_skus as (
        select ${productSkus.id} as id from ${productSkus} where ${inArray(productSkus.id, units.map(([id]) => id))} order by ${productSkus.id} for update
      ), taken_skus as (
        update ${productSkus} set "stock" = ${productSkus.stock} - u.amount
        from jsonb_to_recordset(${wanted}::jsonb) as u(id bigint, amount int)
        where ${productSkus.id} = u.id and u.id in (select id from locked_skus) and ${productSkus.stock} >= u.amount
        returning ${productSkus.id}
      )`;
  }

  /**
   * The order in two statements after BEGIN: one takes the member's locks and reads all the order
   * needs; the server prices and checks it; one writes it all (the order, its lines and first
   * history row, the coins, the cart's clearing, the mail, the stock and the code's use) and
   * answers what it could take. Round trips, not the database, limit how fast the shop sells.
   */
  async function placeInTransaction(tx: Tx, memberId: number, input: PlaceOrderInput, channel: ChannelForOrder, idempotencyKey: string | null, lang: Lang): Promise<{ order: PlacedRow; replay: boolean }> {
    const donationId = input.isDonation ? input.donationId : null;
    if (input.isDonation && donationId === null) throw refuse('cart.donationPlaceRequired', 1);
    if (input.coinUsed > 0 && donationId !== null) throw refuse('coin.discountNotAllowed', 2);
    // one order of a member at a time: coins, quotas and the cart are the member's; with coins to
    // spend, the member's coin lock too. This statement's snapshot may predate a lock it waited
    // for, so what it reads is only trusted where that cannot matter: the cart lines are locked
    // rows (read as they are now; lines another order took are gone), an order of the same
    // Idempotency-Key committed meanwhile makes this one fail on the key's index (placeOrder then
    // answers that order), and the balance is checked again by the writing statement.
    const coinLock = input.coinUsed > 0 ? sql`, ${coins.lockPart(memberId)}` : sql``;
    const earlierId = idempotencyKey
      ? sql`(select ${orders.id} from ${orders} where ${orders.memberId} = ${memberId} and ${orders.idempotencyKey} = ${idempotencyKey})`
      : sql`null::int`;
    const shippingCopy = donationId === null && input.shippingAddressId !== null ? addresses.orderCopyPart(memberId, 'shipping', input.shippingAddressId) : sql`null::json`;
    const receiptCopy = input.receiptNeed && input.receiptAddressId !== null ? addresses.orderCopyPart(memberId, 'receipt', input.receiptAddressId) : sql`null::json`;
    const read = (await tx.execute(
      sql`select m.email, m.name, ${earlierId} as "earlierId",
          nextval(pg_get_serial_sequence('orders', 'id'))::int as "orderId",
          (select coalesce(json_agg(c order by c.id), '[]'::json) from (
            select ${cartLines.id} as id, ${cartLines.skuId} as "skuId", ${cartLines.orderProductTypeId} as "orderProductTypeId",
              ${cartLines.donationPlaceId} as "donationPlaceId", ${cartLines.amount} as amount
            from ${cartLines} where ${cartLines.memberId} = ${memberId} for update) as c) as cart,
          ${shippingCopy} as shipping, ${receiptCopy} as receipt,
          ${input.coinUsed > 0 ? coins.balanceOf(memberId) : sql`0`} as balance
        from (select pg_advisory_xact_lock(hashtext(${`order:${memberId}`}))${coinLock}) as l left join ${members} as m on m.id = ${memberId}`,
    )) as unknown as { rows: OrderReadRow[] };
    const member = read.rows[0]!;
    if (member.earlierId) {
      const [earlier] = await tx.select().from(orders).where(eq(orders.id, member.earlierId));
      if (earlier) return { order: earlier, replay: true };
    }
    const now = Date.now();
    const group = await cart.checkoutGroup(memberId, donationId, now, member.cart);
    checkLines(group, input);

    let shippingAddress: OrderAddressCopy;
    if (donationId !== null) {
      const [place] = await tx.select().from(donationPlaces).where(eq(donationPlaces.id, donationId));
      if (!place || place.status !== 'active') throw refuse('order.donationPlaceClosed', 1);
      shippingAddress = await addressCopy({ ...place, name: place.receiveName, surname: '', phone: place.contact });
    } else {
      if (!member.shipping) throw refuse('order.addDeliveryAddress', 2);
      shippingAddress = await addressCopy(member.shipping);
    }
    let receiptAddress: OrderAddressCopy | null = null;
    if (input.receiptNeed) {
      if (!member.receipt) throw refuse('order.addReceiptAddress', 2);
      receiptAddress = await addressCopy(member.receipt);
    }

    let code: CodeOutcome | null = null;
    if (input.promoCode) {
      try {
        code = await discounts.checkCode(tx, memberId, input.promoCode, group, donationId !== null, now);
      } catch (error) {
        if (error instanceof AppError) throw new AppError(400, error.messageKey, { result: 2, params: error.options.params });
        throw error;
      }
    }
    const codeDiscount = code?.discount.discountSatang ?? 0;
    const afterCode = finalTotalSatang(group.totals.grandTotalSatang, codeDiscount, 0);
    let coinDiscount = 0;
    if (input.coinUsed > 0) {
      if (!isAllowedCoinAmount(input.coinUsed, member.balance, afterCode, deps.coinRule)) throw refuse('coin.discountNotAllowed', 2);
      coinDiscount = coinValueSatang(input.coinUsed, deps.coinRule.coinPerBaht);
    }
    const net = finalTotalSatang(group.totals.grandTotalSatang, codeDiscount, coinDiscount);
    checkTotals(input, {
      net,
      shipping: group.totals.totalShippingSatang,
      code: codeDiscount,
      coin: coinDiscount,
      promotion: group.totals.totalDiscountPromotionSatang,
    });

    const taken = group.resolved.map((r, i) => ({ r, amount: group.priced[i]!.amount, lineTotal: group.totals.lineTotalsSatang[i]! }));
    const order = {
      id: member.orderId,
      orderNo: newOrderNo(),
      memberId,
      statusId: ORDER_STATUS.waitingForPayment,
      paymentChannelId: channel.id,
      isDonation: donationId !== null,
      donationPlaceId: donationId,
      productTotalSatang: group.totals.totalPriceSatang,
      promotionDiscountSatang: group.totals.totalDiscountPromotionSatang,
      codeDiscountSatang: codeDiscount,
      coinDiscountSatang: coinDiscount,
      coinsUsed: input.coinUsed,
      shippingSatang: group.totals.totalShippingSatang,
      netTotalSatang: net,
      receiveCoin: group.totals.receiveCoin + (code?.discount.bonusCoins ?? 0),
      promoCodeId: code?.code.rule.id ?? null,
      promoCode: code?.code.rule.code ?? null,
      promotionsApplied: group.promotionsApplied,
      shippingAddress,
      receiptNeed: input.receiptNeed,
      receiptAddress,
      expiresAt: new Date(now + deps.expiryMinutes[channel.kind] * 60_000),
      idempotencyKey,
      requestHash: requestHashOf(input),
      lang,
    } satisfies typeof orders.$inferInsert;
    const lines = tx.insert(orderLines).values(
      taken.map(({ r, amount, lineTotal }) => ({
        orderId: order.id,
        skuId: r.row.skuId,
        productId: r.product?.row.id ?? 0,
        skuCode: r.sku?.skuCode ?? String(r.row.skuId),
        nameTh: r.product?.row.nameTh ?? '',
        nameEn: r.product?.row.nameEn ?? '',
        choiceTh: r.sku?.choiceNameTh ?? null,
        choiceEn: r.sku?.choiceNameEn ?? null,
        imageKey: r.sku?.imageKey ?? r.product?.row.imageKeys[0] ?? null,
        orderProductTypeId: r.row.orderProductTypeId,
        donationPlaceId: donationId,
        unitPriceSatang: r.unitPriceSatang,
        amount,
        lineTotalSatang: lineTotal,
      })),
    );
    // the bought group leaves the cart (the general products with their rewards, or one place's donations)
    const bought =
      donationId === null
        ? and(eq(cartLines.memberId, memberId), inArray(cartLines.orderProductTypeId, [ORDER_PRODUCT_TYPE.normal, ORDER_PRODUCT_TYPE.free]))
        : and(eq(cartLines.memberId, memberId), eq(cartLines.orderProductTypeId, ORDER_PRODUCT_TYPE.donated), eq(cartLines.donationPlaceId, donationId));
    const mailed = member.email ? await orderMailPart({ email: member.email, name: member.name ?? '' }, order, taken, channel, lang) : null;
    const spent = input.coinUsed > 0 ? coins.spendPart({ memberId, coins: input.coinUsed, activity: 'order-discount', reference: order.orderNo }) : sql`select 1 as id`;
    const stock = takeStockPart(taken.map(({ r, amount }) => ({ skuId: r.row.skuId, amount })));
    // the code's use after the stock (in the statement's plan too: it reads taken_skus), so every
    // order locks the rows every shopper shares in one order: SKUs by id, then the code
    const codeUse = code ? promoCodes.takeUsePart(code.code.rule.id, sql`(select count(*) from taken_skus) >= 0`) : sql`select 1 as id`;
    const wrote = (await tx.execute(sql`with placed as (${tx.insert(orders).values(order).getSQL()}),
        lines as (${lines.getSQL()}),
        history as (${tx.insert(orderStatusHistory).values({ orderId: order.id, fromStatusId: null, toStatusId: ORDER_STATUS.waitingForPayment, actor: 'member' }).getSQL()}),
        forgotten as (${discounts.clearStatement(memberId)}),
        cleared as (delete from ${cartLines} where ${bought}),
        ${mailed ? sql`mailed as (${mailed}),` : sql``}
        spent as (${spent}),
        ${stock},
        code_use as (${codeUse})
      select (select count(*) from taken_skus)::int as "skusTaken", (select count(*) from spent)::int as "coinsSpent", (select count(*) from code_use)::int as "codeUsed"`,
    )) as unknown as { rows: { skusTaken: number; coinsSpent: number; codeUsed: number }[] };
    const outcome = wrote.rows[0]!;
    // a refusal here rolls the whole statement's writes back with the transaction
    if (outcome.skusTaken < unitsBySku(taken.map(({ r, amount }) => ({ skuId: r.row.skuId, amount }))).length) throw refuse('order.outOfStock', 1);
    if (outcome.coinsSpent === 0) throw new AppError(400, 'coin.notEnough');
    if (outcome.codeUsed === 0) throw refuse('promo.quotaUsedUp', 2);
    return { order, replay: false };
  }

  /**
   * Runs the order's transaction again when it failed for a reason of its own making: its random
   * order number was drawn before (about once a day at 10,000 orders a day), or the database chose
   * it to break a deadlock.
   */
  async function placeRetrying(memberId: number, input: PlaceOrderInput, channel: ChannelForOrder, idempotencyKey: string | null, lang: Lang) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction((tx) => placeInTransaction(tx, memberId, input, channel, idempotencyKey, lang));
      } catch (error) {
        const again = violatedConstraint(error) === 'orders_order_no_unique' || isDeadlock(error);
        if (!again || attempt === 3) throw error;
      }
    }
  }

  /** The order-placed mail as a part of the caller's statement; null when no mail can go (a shop that cannot send mail still sells: the order is on the member's page). */
  async function orderMailPart(member: { email: string; name: string }, order: MailedOrder, taken: { r: PricedGroup['resolved'][number]; amount: number; lineTotal: number }[], channel: ChannelForOrder, lang: Lang) {
    if (!deps.mail.canSend) return null;
    const mail = renderOrderPlacedMail(lang, {
      name: member.name,
      orderNo: order.orderNo,
      lines: taken.map(({ r, amount, lineTotal }) => ({
        name: (lang === 'en' ? r.product?.row.nameEn : r.product?.row.nameTh) ?? '',
        amount,
        lineTotalSatang: lineTotal,
        free: r.row.orderProductTypeId === ORDER_PRODUCT_TYPE.complimentary || r.row.orderProductTypeId === ORDER_PRODUCT_TYPE.free,
      })),
      productTotalSatang: order.productTotalSatang,
      discountSatang: order.promotionDiscountSatang + order.codeDiscountSatang + order.coinDiscountSatang,
      shippingSatang: order.shippingSatang,
      netTotalSatang: order.netTotalSatang,
      channelName: lang === 'en' ? channel.nameEn : channel.nameTh,
      channelKind: channel.kind,
      expiresAt: formatDateTime(order.expiresAt, lang),
      link: `${deps.publicUrl}/cart/checkout?step=3&Ref=${order.orderNo}`,
      counterBill: channel.kind === 'counter' && deps.counterBill ? await deps.counterBill(order, lang) : null,
    });
    return deps.mail.queueWhen(member.email, mail, sql`true`);
  }

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
    /**
     * Places the order of one cart group in one transaction: stock reserved, coins spent, the
     * code's use taken, addresses and lines copied, the group taken out of the cart, status 1 with
     * its expiry; then the payment is started. Safe to retry with the same Idempotency-Key.
     */
    async placeOrder(memberId: number, input: PlaceOrderInput, idempotencyKey: string | null, lang: Lang): Promise<PlacedOrder> {
      if (!input.isDonation && input.shippingAddressId === null) throw refuse('order.addDeliveryAddress', 2);
      if (input.receiptNeed && input.receiptAddressId === null) throw refuse('order.addReceiptAddress', 2);
      if (input.paymentChannelId === null) throw refuse('order.selectPaymentMethod', 2);
      const channel = deps.payments.activeChannel(input.paymentChannelId);
      if (!channel) throw refuse('order.selectPaymentMethod', 2);
      // the order's address copies name their regions from the tree in memory: read it before the
      // transaction, as a first read inside many at once would wait for a connection they all hold
      await reference.loadRegions();
      let placed: { order: PlacedRow; replay: boolean };
      try {
        placed = await cart.whileWriting(memberId, () => placeRetrying(memberId, input, channel, idempotencyKey, lang));
      } catch (error) {
        // the same key sent twice at once: the other request made the order (this one failed on
        // what that order changed, its cart emptied, or on the key's unique index)
        if (!idempotencyKey || !(isUniqueViolation(error) || error instanceof AppError)) throw error;
        const [earlier] = await db.select().from(orders).where(and(eq(orders.memberId, memberId), eq(orders.idempotencyKey, idempotencyKey)));
        if (!earlier) throw error;
        placed = { order: earlier, replay: true };
      }
      if (placed.replay && placed.order.requestHash !== requestHashOf(input)) throw new AppError(409, 'order.idempotencyConflict');
      if (!placed.replay) deps.mail.kick();
      const orderChannel = placed.order.paymentChannelId === channel.id ? channel : (deps.payments.activeChannel(placed.order.paymentChannelId) ?? channel);
      return startPayment({ id: placed.order.id, orderNo: placed.order.orderNo, netTotalSatang: placed.order.netTotalSatang, expiresAt: placed.order.expiresAt }, orderChannel);
    },

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
     * Expires unpaid orders past their time: stock, coins and the code's use go back. Claimed with
     * SKIP LOCKED, so several server processes sweeping at once never expire one order twice.
     */
    async expireDue(now = new Date(), batch = 100): Promise<number> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.statusId, ORDER_STATUS.waitingForPayment), lte(orders.expiresAt, now)))
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
