import { createHash, randomInt } from 'node:crypto';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { formatDateTime } from '@pawsook/shared/format/date';
import type { Lang, MessageKey } from '@pawsook/shared/i18n/translate';
import { bahtToSatang } from '@pawsook/shared/money/money';
import { coinValueSatang, isAllowedCoinAmount, type CoinDiscountRule } from '@pawsook/shared/pricing/coin-discount';
import { ORDER_PRODUCT_TYPE } from '@pawsook/shared/pricing/price-group';
import { finalTotalSatang } from '@pawsook/shared/pricing/promo-code';
import type { PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';
import type { PlaceOrderInput } from '@pawsook/shared/schemas/orders';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import type { Db, Tx } from '../../db/database';
import { isDeadlock, violatedConstraint } from '../../db/errors';
import { insertJsonRows } from '../../db/json-rows';
import { createStatementBatcher } from '../../db/statement-batcher';
import { AppError } from '../../http/app-error';
import type { AddressesService, OrderAddressSource } from '../addresses/addresses.service';
import { cartLines } from '../cart/cart.tables';
import type { CartService } from '../cart/cart.service';
import { productSkus } from '../catalog/catalog.tables';
import type { CoinsService, SpendMovement } from '../coins/coins.service';
import { donationPlaces } from '../donations/donations.tables';
import type { MailService } from '../mail/mail.service';
import { members } from '../members/members.tables';
import type { ChannelForOrder } from '../payments/start-payment';
import type { PromoCodesService } from '../promotions/promo-codes.service';
import type { ReferenceService } from '../reference/reference.service';
import type { CheckoutDiscountsService, CodeOutcome, PricedGroup } from './checkout-discounts.service';
import { mailLink } from '../mail/mail-link';
import { renderOrderPlacedMail, type CounterBillMail } from './order-placed-mail';
import type { OrderRow } from './order-transitions';
import { orderLines, orderStatusHistory, orders, type OrderAddressCopy } from './orders.tables';

export interface OrderPlacerDeps {
  db: Db;
  /** batches with the database at once: 1 for the embedded database (one thread), more for a server */
  maxInFlight: number;
  cart: CartService;
  coins: CoinsService;
  promoCodes: PromoCodesService;
  discounts: CheckoutDiscountsService;
  addresses: AddressesService;
  reference: ReferenceService;
  mail: MailService;
  /** a counter-service order's bill with its barcode, for the order-placed mail (the payments module makes it) */
  counterBill?: (order: Pick<OrderRow, 'orderNo' | 'isDonation' | 'netTotalSatang' | 'expiresAt'>, lang: Lang) => Promise<CounterBillMail>;
  publicUrl: string;
  expiryMinutes: Record<PaymentChannelKind, number>;
  coinRule: CoinDiscountRule;
}

/** An order to place: whose, the §7 body, the channel it is paid with, the client's Idempotency-Key. */
export interface OrderRequest {
  memberId: number;
  input: PlaceOrderInput;
  channel: ChannelForOrder;
  idempotencyKey: string | null;
  lang: Lang;
}

/** What placing answers with: the order's own row for a replay, the values it was written with for a new one. */
export type PlacedRow = Pick<OrderRow, 'id' | 'orderNo' | 'isDonation' | 'netTotalSatang' | 'expiresAt' | 'paymentChannelId' | 'requestHash'>;
export type Placed = { order: PlacedRow; replay: boolean };
/** An order as its mail shows it. */
type MailedOrder = PlacedRow &
  Pick<OrderRow, 'productTotalSatang' | 'promotionDiscountSatang' | 'codeDiscountSatang' | 'coinDiscountSatang' | 'shippingSatang'>;
type TakenLine = { r: PricedGroup['resolved'][number]; amount: number; lineTotal: number };

/** What the first statement reads for each order with its member's locks. */
interface OrderReadRow {
  at: number;
  email: string | null;
  name: string | null;
  earlierId: number | null;
  /** the new order's id, drawn now so every row of the writing statement can name it */
  orderId: number;
  cart: { skuId: number; orderProductTypeId: number; donationPlaceId: number; amount: number }[];
  shipping: OrderAddressSource | null;
  receipt: OrderAddressSource | null;
  balance: number;
  /** the code and coins the member chose at step 2, or null for none */
  chosen: { promoCodeId: number | null; coinsUsed: number } | null;
}

/** An order the server has priced and checked, ready to be written with the others of its batch. */
interface PreparedOrder {
  values: typeof orders.$inferInsert & PlacedRow;
  lines: (typeof orderLines.$inferInsert)[];
  spend: SpendMovement | null;
  codeId: number | null;
  units: { skuId: number; amount: number }[];
  mail: { to: string; subject: string; text: string; html: string; links: unknown } | null;
}

/** The checkout step a refusal sends the shopper back to (spec §7/§8: "OK goes to step {result}"). */
export const refuse = (key: MessageKey, step: 1 | 2, params?: Record<string, string | number>) => new AppError(400, key, { result: step, params });

/** Order numbers: PS, the Bangkok date, and six characters nobody can guess in sequence (no I, L, O, U). */
const ORDER_NO_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function newOrderNo(now = new Date()): string {
  const bangkok = new Date(now.getTime() + 7 * 3600_000).toISOString();
  const date = `${bangkok.slice(2, 4)}${bangkok.slice(5, 7)}${bangkok.slice(8, 10)}`;
  let tail = '';
  for (let i = 0; i < 6; i++) tail += ORDER_NO_ALPHABET[randomInt(ORDER_NO_ALPHABET.length)];
  return `PS${date}${tail}`;
}

export const requestHashOf = (input: PlaceOrderInput) => createHash('sha256').update(JSON.stringify(input)).digest('hex');

/** Units per SKU of lines, in SKU order (stock rows are always locked in that order). */
function unitsBySku(lines: readonly { skuId: number; amount: number }[]): { id: number; amount: number }[] {
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.skuId, (units.get(line.skuId) ?? 0) + line.amount);
  return [...units].sort(([a], [b]) => a - b).map(([id, amount]) => ({ id, amount }));
}

/** How many times each item occurs, as `{id, n}` (the code uses of a batch). */
function countsOf(ids: readonly number[]): { id: number; n: number }[] {
  const counts = new Map<number, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([id, n]) => ({ id, n }));
}

/** The body's lines must be the group's chargeable lines, at the server's prices. */
function checkLines(group: PricedGroup, input: PlaceOrderInput): void {
  if (group.resolved.length === 0) throw refuse('order.selectProduct', 1);
  if (group.resolved.some((r) => !r.buyable)) throw refuse('order.unavailableProduct', 1);
  const charged = group.resolved.filter(
    (r) => r.row.orderProductTypeId === ORDER_PRODUCT_TYPE.normal || r.row.orderProductTypeId === ORDER_PRODUCT_TYPE.donated,
  );
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
 * Takes units off the sell stock, as parts of a writing statement: the SKUs' rows are locked in id
 * order first (two statements never wait on each other), then each is taken only when it has
 * enough. The lock is the one an update of the stock takes anyway (no key update): a cart line
 * being written meanwhile, which only needs the SKU to exist, does not wait for it. `taken_skus` has a row per SKU taken: fewer than the SKUs means one lacked stock.
 */
function takeStockParts(units: readonly { id: number; amount: number }[]): SQL {
  return sql`locked_skus as (
      select ${productSkus.id} as id from ${productSkus} where ${inArray(
        productSkus.id,
        units.map((u) => u.id),
      )} order by ${productSkus.id} for no key update
    ), taken_skus as (
      update ${productSkus} set "stock" = ${productSkus.stock} - u.amount
      from jsonb_to_recordset(${JSON.stringify(units)}::jsonb) as u(id bigint, amount int)
      where ${productSkus.id} = u.id and u.id in (select id from locked_skus) and ${productSkus.stock} >= u.amount
      returning ${productSkus.id}
    )`;
}

/**
 * Places orders. Orders of different members that arrive together are placed together, in one
 * transaction of two statements after BEGIN (statement-batcher.ts): one takes every member's locks
 * and reads all the orders need; the server prices and checks each; one writes them all (orders,
 * lines, first history rows, coins, the carts' clearing, mails, stock, the codes' uses) and
 * answers what it could take. An order the server refuses leaves its batch; a batch the database
 * cannot take whole (a SKU selling out between them) is placed again one order at a time, so each
 * gets its own answer. Round trips, not the database, limit how fast the shop sells.
 */
export function createOrderPlacer(deps: OrderPlacerDeps) {
  const { db, cart, coins, promoCodes, discounts, addresses, reference } = deps;

  async function addressCopy(row: OrderAddressSource): Promise<OrderAddressCopy> {
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

  /**
   * Every member's locks, in member order, and what each order needs. One order of a member at a
   * time: coins, quotas and the cart are the member's; with coins to spend, the member's coin lock
   * too. The statement's snapshot may predate a lock it waited for, so what it reads is trusted
   * only where that cannot matter: cart lines are locked rows (read as they are now; lines another
   * order took are gone), an order of the same Idempotency-Key committed meanwhile makes this one
   * fail on the key's index (placeOrder then answers that order), and balances are checked again
   * by the writing statement.
   */
  async function readAll(tx: Tx, requests: readonly OrderRequest[]): Promise<OrderReadRow[]> {
    const wanted = requests
      .map((r, at) => ({
        at,
        member_id: r.memberId,
        key: r.idempotencyKey,
        ship: r.input.isDonation ? null : r.input.shippingAddressId,
        receipt: r.input.receiptNeed ? r.input.receiptAddressId : null,
        coins: r.input.coinUsed > 0,
      }))
      .sort((a, b) => a.member_id - b.member_id);
    const member = sql`r.member_id`;
    const read = (await tx.execute(
      sql`select r.at, m.email, m.name,
          (select ${orders.id} from ${orders} where ${orders.memberId} = r.member_id and ${orders.idempotencyKey} = r.key) as "earlierId",
          nextval(pg_get_serial_sequence('orders', 'id'))::int as "orderId",
          (select coalesce(json_agg(c order by c.id), '[]'::json) from (
            select ${cartLines.id} as id, ${cartLines.skuId} as "skuId", ${cartLines.orderProductTypeId} as "orderProductTypeId",
              ${cartLines.donationPlaceId} as "donationPlaceId", ${cartLines.amount} as amount
            from ${cartLines} where ${cartLines.memberId} = r.member_id for update) as c) as cart,
          ${addresses.orderCopyPart(member, 'shipping', sql`r.ship`)} as shipping,
          ${addresses.orderCopyPart(member, 'receipt', sql`r.receipt`)} as receipt,
          case when r.coins then ${coins.balanceOf(member)} else 0 end as balance,
          ${discounts.chosenPart(member)} as chosen
        from (
          select w.*, pg_advisory_xact_lock(hashtext('order:' || w.member_id)),
            case when w.coins then pg_advisory_xact_lock(hashtext('coins:' || w.member_id)) end
          from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as w("at" int, member_id int, key text, ship int, receipt int, coins boolean)
          order by w.member_id offset 0
        ) as r left join ${members} as m on m.id = r.member_id`,
    )) as unknown as { rows: OrderReadRow[] };
    const byRequest: OrderReadRow[] = [];
    for (const row of read.rows) byRequest[row.at] = row;
    return byRequest;
  }

  /** Prices one order from what was read and checks it against its body: the order to write, or a refusal. */
  async function prepare(tx: Tx, request: OrderRequest, read: OrderReadRow): Promise<PreparedOrder> {
    const { memberId, input, channel, lang } = request;
    const donationId = input.isDonation ? input.donationId : null;
    const now = Date.now();
    const group = await cart.checkoutGroup(memberId, donationId, now, read.cart);
    checkLines(group, input);

    let shippingAddress: OrderAddressCopy;
    if (donationId !== null) {
      const [place] = await tx.select().from(donationPlaces).where(eq(donationPlaces.id, donationId));
      if (!place || place.status !== 'active') throw refuse('order.donationPlaceClosed', 1);
      shippingAddress = await addressCopy({ ...place, name: place.receiveName, surname: '', phone: place.contact, companyName: null, taxPayerId: null });
    } else {
      if (!read.shipping) throw refuse('order.addDeliveryAddress', 2);
      shippingAddress = await addressCopy(read.shipping);
    }
    let receiptAddress: OrderAddressCopy | null = null;
    if (input.receiptNeed) {
      if (!read.receipt) throw refuse('order.addReceiptAddress', 2);
      receiptAddress = await addressCopy(read.receipt);
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
    // priced only from what step 2 kept (decision 0024): a stale tab's code or coins are refused, not spent
    const chosen = read.chosen ?? { promoCodeId: null, coinsUsed: 0 };
    if ((code?.code.rule.id ?? null) !== chosen.promoCodeId || input.coinUsed !== chosen.coinsUsed) throw refuse('checkout.totalsChanged', 2);
    const codeDiscount = code?.discount.discountSatang ?? 0;
    const afterCode = finalTotalSatang(group.totals.grandTotalSatang, codeDiscount, 0);
    let coinDiscount = 0;
    if (input.coinUsed > 0) {
      if (!isAllowedCoinAmount(input.coinUsed, read.balance, afterCode, deps.coinRule)) throw refuse('coin.discountNotAllowed', 2);
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

    const taken: TakenLine[] = group.resolved.map((r, i) => ({ r, amount: group.priced[i]!.amount, lineTotal: group.totals.lineTotalsSatang[i]! }));
    const values = {
      id: read.orderId,
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
      expiresAt: new Date(now + (channel.expiryMinutes ?? deps.expiryMinutes[channel.kind]) * 60_000),
      idempotencyKey: request.idempotencyKey,
      requestHash: requestHashOf(input),
      lang,
    };
    return {
      values,
      lines: taken.map(({ r, amount, lineTotal }) => ({
        orderId: values.id,
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
      spend: input.coinUsed > 0 ? { memberId, coins: input.coinUsed, activity: 'order-discount', reference: values.orderNo } : null,
      codeId: code?.code.rule.id ?? null,
      units: taken.map(({ r, amount }) => ({ skuId: r.row.skuId, amount })),
      mail: read.email ? await orderMail({ email: read.email, name: read.name ?? '' }, values, taken, channel, lang) : null,
    };
  }

  /** The order-placed mail; null when no mail can go (a shop that cannot send mail still sells: the order is on the member's page). */
  async function orderMail(member: { email: string; name: string }, order: MailedOrder, taken: TakenLine[], channel: ChannelForOrder, lang: Lang) {
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
      link: mailLink(deps.publicUrl, '/cart/checkout', { step: '3', Ref: order.orderNo }, lang),
      counterBill: channel.kind === 'counter' && deps.counterBill ? await deps.counterBill(order, lang) : null,
    });
    return { to: member.email, subject: mail.subject, text: mail.text, html: mail.html, links: mail.links };
  }

  /**
   * Writes the prepared orders in one statement. The rows every shopper shares (SKUs' stock, codes'
   * quotas) are taken in it, locked in one order by every statement: SKUs by id, then codes by id.
   * Throws when the database could not take them all (stock, a balance, a quota): the transaction
   * rolls back, and a batch is then placed again one order at a time.
   */
  async function writeAll(tx: Tx, prepared: readonly PreparedOrder[]): Promise<void> {
    const units = unitsBySku(prepared.flatMap((p) => p.units));
    const spends = prepared.flatMap((p) => (p.spend ? [p.spend] : []));
    const codeUses = countsOf(prepared.flatMap((p) => (p.codeId === null ? [] : [p.codeId])));
    const mails = prepared.flatMap((p) => (p.mail ? [p.mail] : []));
    const memberIds = prepared.map((p) => p.values.memberId);
    // the bought groups leave the carts: the general products with their rewards, or one place's donations
    const bought = JSON.stringify(prepared.map((p) => ({ member_id: p.values.memberId, place: p.values.donationPlaceId ?? null })));
    const mailed =
      mails.length > 0
        ? deps.mail.queueRows(
            sql`select * from jsonb_to_recordset(${JSON.stringify(mails)}::jsonb) as m("to" text, "subject" text, "text" text, "html" text, "links" jsonb)`,
          )
        : null;
    const history = prepared.map((p) => ({ orderId: p.values.id, fromStatusId: null, toStatusId: ORDER_STATUS.waitingForPayment, actor: 'member' as const }));
    const wrote = (await tx.execute(sql`with placed as (${insertJsonRows(
      orders,
      prepared.map((p) => p.values),
    )}),
        lines as (${insertJsonRows(
          orderLines,
          prepared.flatMap((p) => p.lines),
        )}),
        history as (${insertJsonRows(orderStatusHistory, history)}),
        forgotten as (${discounts.clearStatement(memberIds)}),
        cleared as (
          delete from ${cartLines} using jsonb_to_recordset(${bought}::jsonb) as b(member_id int, place bigint)
          where ${cartLines.memberId} = b.member_id and case when b.place is null
            then ${inArray(cartLines.orderProductTypeId, [ORDER_PRODUCT_TYPE.normal, ORDER_PRODUCT_TYPE.free])}
            else ${cartLines.orderProductTypeId} = ${ORDER_PRODUCT_TYPE.donated} and ${cartLines.donationPlaceId} = b.place end
        ),
        ${mailed ? sql`mailed as (${mailed}),` : sql``}
        spent as (${spends.length > 0 ? coins.spendPart(spends) : sql`select 1 where false`}),
        ${takeStockParts(units)},
        code_use as (${codeUses.length > 0 ? promoCodes.takeUsesPart(codeUses, sql`(select count(*) from taken_skus) >= 0`) : sql`select 1 where false`})
      select (select count(*) from taken_skus)::int as "skusTaken", (select count(*) from spent)::int as "coinsSpent", (select count(*) from code_use)::int as "codesUsed"`)) as unknown as {
      rows: { skusTaken: number; coinsSpent: number; codesUsed: number }[];
    };
    const outcome = wrote.rows[0]!;
    if (outcome.skusTaken < units.length) throw refuse('order.outOfStock', 1);
    if (outcome.coinsSpent < spends.length) throw new AppError(400, 'coin.notEnough');
    if (outcome.codesUsed < codeUses.length) throw refuse('promo.quotaUsedUp', 2);
  }

  /** One batch in one transaction: each request's outcome, an order or its refusal. */
  async function placeBatch(tx: Tx, requests: readonly OrderRequest[]): Promise<(Placed | AppError)[]> {
    const reads = await readAll(tx, requests);
    const outcomes: (Placed | AppError | PreparedOrder)[] = [];
    for (const [i, request] of requests.entries()) {
      const read = reads[i]!;
      if (read.earlierId) {
        const [earlier] = await tx.select().from(orders).where(eq(orders.id, read.earlierId));
        if (earlier) {
          outcomes.push({ order: earlier, replay: true });
          continue;
        }
      }
      try {
        outcomes.push(await prepare(tx, request, read));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        outcomes.push(error);
      }
    }
    const toWrite = outcomes.filter((o): o is PreparedOrder => 'values' in o);
    if (toWrite.length > 0) await writeAll(tx, toWrite);
    return outcomes.map((o) => ('values' in o ? { order: o.values, replay: false } : o));
  }

  /**
   * Runs a batch's transaction again when it failed for a reason of its own making: an order number
   * was drawn before (about once a day at 10,000 orders a day), or the database chose it to break
   * a deadlock.
   */
  async function placeRetrying(requests: readonly OrderRequest[]): Promise<(Placed | AppError)[]> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction((tx) => placeBatch(tx, requests));
      } catch (error) {
        const again = violatedConstraint(error) === 'orders_order_no_unique' || isDeadlock(error);
        if (!again || attempt === 3) throw error;
      }
    }
  }

  // a member's order never goes while a batch of cart writes holds that member's lines, nor the other way round
  const batcher = createStatementBatcher<OrderRequest, Placed | AppError>({
    run: placeRetrying,
    maxInFlight: deps.maxInFlight,
    maxBatch: 25,
    gate: cart.writeGate,
  });

  return {
    /** Places one order (with the others arriving meanwhile); a refusal is thrown as the shopper's message. */
    async place(request: OrderRequest): Promise<Placed> {
      const outcome = await cart.whileWriting(request.memberId, () => batcher.submit(request.memberId, request));
      if (outcome instanceof AppError) throw outcome;
      return outcome;
    },
    /** Batches and orders sent so far (for tests and benches). */
    sent: () => batcher.sent(),
  };
}

export type OrderPlacer = ReturnType<typeof createOrderPlacer>;
