import { createHash, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { formatDateTime } from '@pawsook/shared/format/date';
import type { Lang, MessageKey } from '@pawsook/shared/i18n/translate';
import { bahtToSatang } from '@pawsook/shared/money/money';
import { coinValueSatang, isAllowedCoinAmount, type CoinDiscountRule } from '@pawsook/shared/pricing/coin-discount';
import { ORDER_PRODUCT_TYPE } from '@pawsook/shared/pricing/price-group';
import { finalTotalSatang } from '@pawsook/shared/pricing/promo-code';
import type { PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';
import type { PlaceOrderInput } from '@pawsook/shared/schemas/orders';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import { createBatchStatement } from '../../db/batch-statement';
import type { Db, Tx } from '../../db/database';
import { isDeadlock, violatedConstraint } from '../../db/errors';
import { createStatementBatcher } from '../../db/statement-batcher';
import { AppError } from '../../http/app-error';
import type { AddressesService, OrderAddressSource } from '../addresses/addresses.service';
import { copyAddressForOrder } from '../addresses/addresses.steps';
import type { OrderAddressCopy } from '../addresses/addresses.types';
import type { CartService } from '../cart/cart.service';
import { clearBoughtGroups, lockedCartLinesPart, type CartLineForOrder } from '../cart/cart.steps';
import { takeStock, type StockUnits } from '../catalog/catalog.steps';
import type { CoinsService } from '../coins/coins.service';
import type { SpendMovement } from '../coins/coins.types';
import { coinLockPart, spendCoins } from '../coins/coins.steps';
import { openPlaceForOrder } from '../donations/donations.steps';
import type { MailService } from '../mail/mail.service';
import { mailLink } from '../mail/mail-templates.service';
import { queueMails, type OutboxMail } from '../mail/mail.steps';
import { memberMail } from '../members/member-columns.steps';
import { earlierOrderIdPart, newOrderIdPart, orderById, writeOrders } from '../orders/orders.steps';
import type { NewOrder, NewOrderLine, OrderRow } from '../orders/orders.types';
import type { ChannelForOrder, CounterBillMail } from '../payments/payments.types';
import type { PromoCodesService } from '../promotions/promo-codes.service';
import { takeCodeUses } from '../promotions/promo-codes.steps';
import type { ReferenceService } from '../reference/reference.service';
import type { CheckoutDiscountsService, CodeOutcome, PricedGroup } from './checkout-discounts.service';
import { renderOrderPlacedMail } from './order-placed-mail';

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
  /** where the member's mails go (null: nowhere) */
  email: string | null;
  name: string | null;
  earlierId: number | null;
  /** the new order's id, drawn now so every row of the writing statement can name it */
  orderId: number;
  cart: CartLineForOrder[];
  shipping: OrderAddressSource | null;
  receipt: OrderAddressSource | null;
  balance: number;
  /** the code and coins the member chose at step 2, or null for none */
  chosen: { promoCodeId: number | null; coinsUsed: number } | null;
}

/** An order the server has priced and checked, ready to be written with the others of its batch. */
interface PreparedOrder {
  values: NewOrder & PlacedRow;
  lines: NewOrderLine[];
  memberId: number;
  donationPlaceId: number | null;
  spend: SpendMovement | null;
  codeId: number | null;
  units: StockUnits[];
  mail: OutboxMail | null;
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
 * Places orders. Orders of different members that arrive together are placed together, in one
 * transaction of two statements after BEGIN (statement-batcher.ts): one takes every member's locks
 * and reads all the orders need; the server prices and checks each; one writes them all, made of
 * the named steps of the modules whose rows they are (take the stock, spend the coins, take the
 * codes' uses, write the orders, clear the carts, forget the chosen discounts, queue the mails)
 * and answers what it could take. An order the server refuses leaves its batch; a batch the database
 * cannot take whole (a SKU selling out between them) is placed again one order at a time, so each
 * gets its own answer. Round trips, not the database, limit how fast the shop sells.
 */
export function createOrderPlacer(deps: OrderPlacerDeps) {
  const { db, cart, coins, promoCodes, discounts, addresses, reference } = deps;

  const addressCopy = (row: OrderAddressSource) => copyAddressForOrder(reference, row);

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
    // the member's mail address is joined beside each row in turn (lateral, offset 0): a join the
    // planner could hash would give the rows, and the cart locks taken with them, in another order
    const read = (await tx.execute(
      sql`select r.at, m.email, m.name,
          ${earlierOrderIdPart(member, sql`r.key`)} as "earlierId",
          ${newOrderIdPart()} as "orderId",
          ${lockedCartLinesPart(member)} as cart,
          ${addresses.orderCopyPart(member, 'shipping', sql`r.ship`)} as shipping,
          ${addresses.orderCopyPart(member, 'receipt', sql`r.receipt`)} as receipt,
          case when r.coins then ${coins.balanceOf(member)} else 0 end as balance,
          ${discounts.chosenPart(member)} as chosen
        from (
          select w.*, pg_advisory_xact_lock(hashtext('order:' || w.member_id)),
            case when w.coins then ${coinLockPart(sql`w.member_id`)} end
          from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as w("at" int, member_id int, key text, ship int, receipt int, coins boolean)
          order by w.member_id offset 0
        ) as r
        left join lateral (select ${memberMail.email} as email, ${memberMail.name} as name from ${memberMail} where ${memberMail.memberId} = ${member} offset 0) as m on true`,
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
      const place = await openPlaceForOrder(tx, donationId);
      if (!place) throw refuse('order.donationPlaceClosed', 1);
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
      memberId,
      donationPlaceId: donationId,
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
   * Writes the prepared orders in one statement of named steps, each offered by the module whose
   * rows it writes. The rows every shopper shares (SKUs' stock, codes' quotas) are taken in it,
   * locked in one order by every statement: SKUs by id, then codes by id. Throws when the database
   * could not take them all (stock, a balance, a quota): the transaction rolls back, and a batch
   * is then placed again one order at a time.
   */
  async function writeAll(tx: Tx, prepared: readonly PreparedOrder[]): Promise<void> {
    const statement = createBatchStatement();
    const stock = takeStock(statement, prepared);
    const spent = spendCoins(statement, coins, prepared);
    const codeUses = takeCodeUses(statement, promoCodes, prepared, stock);
    writeOrders(statement, prepared);
    // the bought groups leave the carts, and the discounts chosen for them are forgotten
    clearBoughtGroups(statement, prepared);
    statement.add('forgotten', discounts.clearStatement(prepared.map((p) => p.memberId)));
    queueMails(statement, deps.mail, prepared);
    const outcome = await statement.run(tx);
    if (outcome.fellShort(stock)) throw refuse('order.outOfStock', 1);
    if (outcome.fellShort(spent)) throw new AppError(400, 'coin.notEnough');
    if (outcome.fellShort(codeUses)) throw refuse('promo.quotaUsedUp', 2);
  }

  /** One batch in one transaction: each request's outcome, an order or its refusal. */
  async function placeBatch(tx: Tx, requests: readonly OrderRequest[]): Promise<(Placed | AppError)[]> {
    const reads = await readAll(tx, requests);
    const outcomes: (Placed | AppError | PreparedOrder)[] = [];
    for (const [i, request] of requests.entries()) {
      const read = reads[i]!;
      if (read.earlierId) {
        const earlier = await orderById(tx, read.earlierId);
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
