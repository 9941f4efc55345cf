import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Lang } from '@pawsook/shared/i18n/translate';
import { satangToBaht } from '@pawsook/shared/money/money';
import { lineTotalSatang, ORDER_PRODUCT_TYPE, priceGroup, type PricedLine, type ShippingRule } from '@pawsook/shared/pricing/price-group';
import { applyPromotions } from '@pawsook/shared/pricing/promotions';
import type { NamedPromotion } from '../promotions/live-promotions.service';
import type { AppliedPromotionName } from '../orders/orders.types';
import type { AddToCartInput, CartAnswer, CartLine, DonationGroup } from '@pawsook/shared/schemas/cart';
import type { Database, Db, DbOrTx } from '../../db/database';
import { createKeyGate, createStatementBatcher } from '../../db/statement-batcher';
import { AppError, notFound } from '../../http/app-error';
import type { CatalogProduct, SkuRow } from '../catalog/catalog.types';
import type { LiveCatalog } from '../catalog/live-catalog.service';
import type { CoinsService } from '../coins/coins.service';
import type { DonationsService } from '../donations/donations.service';
import type { DonationPlace } from '@pawsook/shared/schemas/products';
import { createCartStateCache, seenTransactions, type CartState, type CartStateCacheOptions } from './cart-state-cache';
import { cartStatements, type LineRefusal, type LineWrite, type LineWriteOutcome, type StoredLine, type StoredState } from './cart.statements';
import { cartLines } from './cart.tables';

/** Every server process hears of changed carts and coin balances here (payload "memberId:transactionId", or '*'). */
export const CART_CHANGED_CHANNEL = 'cart_changed';

/** The start of a reward exchange's ledger reference: its return finds the exchange by it. */
const rewardReference = (skuId: number) => `reward:${skuId}:`;

/** What pricing and display need of a stored line. */
type LineRow = CartState['lines'][number];
type TypeId = 1 | 2 | 3 | 4;

const typeDisplay: Record<TypeId, string> = { 1: 'normal', 2: 'donated', 3: 'complimentary', 4: 'free' };

/** A gift not sold on its own (decision 0021) is only ever a complimentary or a free line. */
const soldAs = (sku: SkuRow, typeId: number) => sku.soldSeparately || typeId === ORDER_PRODUCT_TYPE.complimentary || typeId === ORDER_PRODUCT_TYPE.free;

export interface CartServiceDeps {
  db: Db;
  /** for the busiest statements, planned once (cart.statements.ts) */
  database: Pick<Database, 'prepare' | 'kind'>;
  catalog: LiveCatalog;
  donations: DonationsService;
  coins: CoinsService;
  /** the rule as it stands now (staff may change it while the shop runs) */
  shipping: () => ShippingRule;
  /** the running promotions: gifts with purchase and order discounts of the general products */
  promotions: { current(): readonly NamedPromotion[] };
  /** sizes of the in-memory cart states (tests) */
  stateCache?: CartStateCacheOptions;
}

export function createCartService(deps: CartServiceDeps) {
  const { db, catalog, donations, coins, shipping, promotions } = deps;
  const statements = cartStatements(deps.database);
  const states = createCartStateCache(deps.stateCache);
  // adds and quantity changes of many members go to the database together (statement-batcher.ts); the
  // embedded database runs one statement at a time, the server's pool several
  const maxInFlight = deps.database.kind === 'pglite' ? 1 : 2;
  // members with a write of their cart lines under way: orders, which lock those lines, share it
  const memberWrites = createKeyGate();
  const lineWrites = createStatementBatcher<LineWrite, LineWriteOutcome>({
    run: (writes) => statements.writeMany(writes),
    maxInFlight,
    maxBatch: 100,
    gate: memberWrites,
  });
  // and so do the reads of carts not in memory (after a start, or when many members come back at once)
  const stateReads = createStatementBatcher<number, StoredState | undefined>({ run: (ids) => statements.states(ids), maxInFlight, maxBatch: 100 });
  // a coin movement written inside someone's transaction: do not keep a balance read before it commits
  coins.onMovement((memberId) => states.hold(memberId));

  /** The member's stored cart state: from memory when nothing changed since it was read. */
  async function cartState(memberId: number): Promise<CartState> {
    const known = states.get(memberId);
    if (known) return known;
    const begun = states.begin();
    const row = await stateReads.submit(memberId, memberId);
    const state: CartState = { lines: row?.lines ?? [], balance: Number(row?.balance ?? 0) };
    states.store(memberId, begun, state, row ? seenTransactions(row.snapshot, null) : null);
    return state;
  }

  /**
   * Writes one line of the member with the next batch of line writes, which answers the line's
   * amount and its transaction: the member's known state takes the line in place
   * (cart-state-cache: only if nothing else touched it meanwhile), so the answer that follows
   * needs no read. A write that fails drops the member (it may have committed even when the answer
   * is lost). Why it wrote nothing, or null when it wrote.
   */
  async function writeLine(write: LineWrite): Promise<LineRefusal | null> {
    const { memberId, line } = write;
    const ticket = states.beforeWrite(memberId);
    let outcome;
    try {
      outcome = await lineWrites.submit(memberId, write);
    } catch (error) {
      states.wroteNothing(memberId, true);
      throw error;
    }
    if ('refused' in outcome) {
      states.wroteNothing(memberId, false);
      return outcome.refused;
    }
    states.wroteLine(memberId, ticket, { ...line, amount: outcome.written.amount }, outcome.written.xid);
    return null;
  }

  /** A refused line write in the spec's words. */
  const refusalError = (refusal: LineRefusal): AppError => (refusal === 'notFound' ? notFound() : new AppError(400, `cart.${refusal}`));

  /**
   * Runs one of this member's writes; whatever its outcome (it may have committed even when the
   * answer is lost) the member's remembered state is dropped once it is done.
   */
  async function writing<T>(memberId: number, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      states.invalidate(memberId);
    }
  }

  /** The one line of this member, SKU, type and place (`donationId` 0 or null unless donated). */
  function theLine(memberId: number, skuId: number, typeId: number, donationId: number | null) {
    return and(
      eq(cartLines.memberId, memberId),
      eq(cartLines.skuId, skuId),
      eq(cartLines.orderProductTypeId, typeId),
      eq(cartLines.donationPlaceId, donationId ?? 0),
    );
  }

  /** Lines the member may change or remove: complimentary and free lines are fixed. */
  const changeable = inArray(cartLines.orderProductTypeId, [ORDER_PRODUCT_TYPE.normal, ORDER_PRODUCT_TYPE.donated]);

  async function findLine(tx: DbOrTx, memberId: number, skuId: number, typeId: number, donationId: number | null) {
    const [line] = await tx
      .select()
      .from(cartLines)
      .where(theLine(memberId, skuId, typeId, donationId));
    return line;
  }

  /**
   * Checked before any write: it reads with the pool, which on the embedded database would wait
   * for an open transaction's own connection.
   */
  async function assertDonationPlace(input: AddToCartInput): Promise<void> {
    if (input.orderProductTypeId !== ORDER_PRODUCT_TYPE.donated) return;
    const product = catalog.current().skusById.get(input.skuId)?.product;
    const places = product ? await donations.activePlacesAmong(product.donationPlaceIds, 'th') : [];
    if (!places.some((p) => p.id === input.donationId)) throw new AppError(400, 'cart.donationPlaceRequired', { field: 'donationId' });
  }

  function storedLine(input: AddToCartInput): StoredLine {
    const donated = input.orderProductTypeId === ORDER_PRODUCT_TYPE.donated;
    return { skuId: input.skuId, orderProductTypeId: input.orderProductTypeId, donationPlaceId: donated ? input.donationId! : 0, amount: input.amount };
  }

  function lineView(product: CatalogProduct | undefined, sku: SkuRow | undefined, row: LineRow, now: number, totalSatang: number): CartLine {
    const typeId = row.orderProductTypeId as TypeId;
    const active = !!product && !!sku && product.row.displayStatus === 'active' && sku.displayStatus === 'active' && soldAs(sku, typeId);
    return {
      totalAmount: row.amount,
      totalPrice: satangToBaht(totalSatang),
      product: {
        skuId: row.skuId,
        productId: product?.row.id ?? 0,
        productNameTh: product?.row.nameTh ?? '',
        productNameEn: product?.row.nameEn ?? '',
        mainImage: sku?.imageKey ?? product?.row.imageKeys[0] ?? '',
        price: sku ? satangToBaht(catalog.sellPriceOf(sku, now)) : 0,
        minSellPrice: sku ? satangToBaht(sku.minSellPriceSatang) : 0,
        totalProduct: sku?.stock ?? 0,
        displayStatus: active ? 'active' : 'inactive',
        orderProductTypeId: typeId,
        orderProductTypeDisplay: typeDisplay[typeId],
        isProductVariant: (product?.skus.length ?? 0) > 1,
        productChoice:
          product && product.skus.length > 1 && sku?.choiceNameTh && sku.choiceNameEn
            ? { choiceNameDisplayTh: sku.choiceNameTh, choiceNameDisplayEn: sku.choiceNameEn }
            : null,
      },
    };
  }

  /**
   * Prices a group with the shared pricing function; only lines that can be bought now count. The
   * general products also get what the running promotions give: gift lines (complimentary, never
   * stored, so they come and go with their condition) and the order discount.
   */
  function priceRows(rows: readonly LineRow[], kind: 'general' | 'donation', now: number) {
    const snapshot = catalog.current();
    /** the SKU is on sale and its stock covers `amount` */
    const canSupply = (skuId: number, amount: number) => {
      const found = snapshot.skusById.get(skuId);
      return !!found && found.product.row.displayStatus === 'active' && found.sku.displayStatus === 'active' && found.sku.stock >= amount;
    };
    const resolve = (row: LineRow) => {
      const found = snapshot.skusById.get(row.skuId);
      return {
        row,
        product: found?.product,
        sku: found?.sku,
        unitPriceSatang: found ? catalog.sellPriceOf(found.sku, now) : 0,
        buyable: canSupply(row.skuId, row.amount) && !!found && soldAs(found.sku, row.orderProductTypeId),
      };
    };
    const resolved = rows.map(resolve);
    let discountSatang = 0;
    let promotionsApplied: AppliedPromotionName[] = [];
    if (kind === 'general') {
      const running = promotions.current();
      const applied = applyPromotions(
        resolved.map((r) => ({ ...r.row, orderProductTypeId: r.row.orderProductTypeId as TypeId, unitPriceSatang: r.unitPriceSatang, buyable: r.buyable })),
        running,
        now,
        canSupply,
      );
      const earnedIds = new Set([applied.discountPromotionId, ...applied.gifts.flatMap((g) => g.promotionIds)]);
      promotionsApplied = running.filter((p) => earnedIds.has(p.id)).map((p) => ({ id: p.id, nameTh: p.nameTh, nameEn: p.nameEn }));
      for (const gift of applied.gifts) {
        resolved.push(resolve({ skuId: gift.skuId, orderProductTypeId: ORDER_PRODUCT_TYPE.complimentary, donationPlaceId: 0, amount: gift.amount }));
      }
      discountSatang = applied.discountSatang;
    }
    const priced: PricedLine[] = resolved.map((r) => ({
      orderProductTypeId: r.row.orderProductTypeId as TypeId,
      unitPriceSatang: r.unitPriceSatang,
      amount: r.buyable ? r.row.amount : 0,
      coinsPer100Baht: r.product?.row.coinsPer100Baht ?? 0,
    }));
    const totals = priceGroup(priced, kind, shipping(), discountSatang);
    return { resolved, priced, totals, promotionsApplied };
  }

  function group(rows: readonly LineRow[], kind: 'general' | 'donation', now: number) {
    const { resolved, priced, totals } = priceRows(rows, kind, now);
    return {
      totalAmount: totals.totalAmount,
      totalPrice: satangToBaht(totals.totalPriceSatang),
      // a line shows what its quantity costs even while it cannot be bought (the totals leave it out)
      products: resolved.map((r, i) => lineView(r.product, r.sku, r.row, now, lineTotalSatang({ ...priced[i]!, amount: r.row.amount }))),
      totalShippingPrice: satangToBaht(totals.totalShippingSatang),
      totalDiscountPromotion: satangToBaht(totals.totalDiscountPromotionSatang),
      grandTotalPrice: satangToBaht(totals.grandTotalSatang),
      receiveCoin: totals.receiveCoin,
    };
  }

  async function getCart(memberId: number, lang: Lang, now = Date.now()): Promise<CartAnswer> {
    const state = await cartState(memberId);
    const rows = state.lines;
    const general = rows.filter((r) => r.orderProductTypeId !== ORDER_PRODUCT_TYPE.donated);
    const byPlace = new Map<number, LineRow[]>();
    for (const row of rows) {
      if (row.orderProductTypeId !== ORDER_PRODUCT_TYPE.donated) continue;
      const placeRows = byPlace.get(row.donationPlaceId);
      if (placeRows) placeRows.push(row);
      else byPlace.set(row.donationPlaceId, [row]);
    }
    const places = byPlace.size > 0 ? await donationPlaces([...byPlace.keys()], lang) : [];
    const donationProduct: DonationGroup[] = [...byPlace].map(([placeId, placeRows]) => {
      const place = places.find((p) => p.id === placeId);
      return {
        ...group(placeRows, 'donation', now),
        donationId: placeId,
        status: place?.status === 'active' ? 'active' : 'inactive',
        donationPlace: place ? (lang === 'en' ? place.nameEn : place.nameTh) : '',
        receiveName: place?.receiveName ?? '',
        contact: place?.contact ?? '',
        address: place?.address ?? '',
        subDistrictId: place?.subDistrictId ?? 0,
        subDistrict: place?.subDistrict ?? '',
        districtId: place?.districtId ?? 0,
        district: place?.district ?? '',
        provinceId: place?.provinceId ?? 0,
        province: place?.province ?? '',
        postelCode: place?.postelCode ?? '',
      };
    });
    return {
      cart: { generalProduct: group(general, 'general', now), donationProduct },
      coin: { currentCoin: state.balance, rewardProducts: rewardProducts(lang) },
    };
  }

  /**
   * Donation places as the cart shows them. A change to donation_places announces a whole new
   * catalogue snapshot (migration 0004), so they are remembered per snapshot and language: a
   * change shows as soon as the catalogue has applied it, like every price and stock.
   */
  const placesBySnapshot = new WeakMap<object, Map<string, Promise<DonationPlace | null>>>();

  async function donationPlaces(ids: number[], lang: Lang): Promise<DonationPlace[]> {
    const snapshot = catalog.current();
    let known = placesBySnapshot.get(snapshot);
    if (!known) placesBySnapshot.set(snapshot, (known = new Map()));
    const missing = ids.filter((id) => !known.has(`${lang}:${id}`));
    if (missing.length > 0) {
      const loading = donations.placesByIds(missing, lang);
      for (const id of missing) {
        known.set(
          `${lang}:${id}`,
          loading.then((places) => places.find((p) => p.id === id) ?? null),
        );
      }
      // a failed read is not remembered: the next cart asks again
      loading.catch(() => missing.forEach((id) => known.delete(`${lang}:${id}`)));
    }
    const found = await Promise.all(ids.map((id) => known.get(`${lang}:${id}`)!));
    return found.filter((p): p is DonationPlace => p !== null);
  }

  /**
   * The reward list only changes with the catalogue: worked out once per snapshot and language,
   * with its JSON text as UTF-8 (most of a cart answer's bytes).
   */
  const rewardsBySnapshot = new WeakMap<object, Partial<Record<Lang, { list: CartAnswer['coin']['rewardProducts']; json: Buffer }>>>();

  function rewards(lang: Lang) {
    const snapshot = catalog.current();
    let known = rewardsBySnapshot.get(snapshot);
    if (!known) rewardsBySnapshot.set(snapshot, (known = {}));
    let rewarded = known[lang];
    if (!rewarded) {
      const list = listRewards(snapshot, lang);
      known[lang] = rewarded = { list, json: Buffer.from(JSON.stringify(list)) };
    }
    return rewarded;
  }

  const rewardProducts = (lang: Lang): CartAnswer['coin']['rewardProducts'] => rewards(lang).list;

  function listRewards(snapshot: ReturnType<LiveCatalog['current']>, lang: Lang): CartAnswer['coin']['rewardProducts'] {
    const rewards: CartAnswer['coin']['rewardProducts'] = [];
    for (const product of snapshot.listed) {
      for (const sku of product.skus) {
        if (sku.coinReward === null || sku.displayStatus !== 'active') continue;
        rewards.push({
          id: sku.id,
          skuId: sku.id,
          productName: lang === 'en' ? product.row.nameEn : product.row.nameTh,
          productSkuImageKey: sku.imageKey ?? product.row.imageKeys[0] ?? '',
          coinReward: sku.coinReward,
          totalProductInSellStock: sku.stock,
        });
      }
    }
    rewards.sort((a, b) => a.coinReward - b.coinReward || a.skuId - b.skuId);
    // shared by every answer until the next snapshot: frozen, so a caller that sorts or changes
    // it fails loudly instead of reordering everyone's carousel
    return Object.freeze(rewards) as CartAnswer['coin']['rewardProducts'];
  }

  /**
   * One group of the member's cart priced as the cart shows it (the general products when
   * `donationId` is null), with what each line is: order placement and the checkout's discounts
   * start from it. `rows` given: those stored lines (read in the caller's transaction) instead of
   * the remembered state.
   */
  async function checkoutGroup(memberId: number, donationId: number | null, now = Date.now(), rows?: readonly LineRow[]) {
    const all = rows ?? (await cartState(memberId)).lines;
    const chosen = all.filter((r) =>
      donationId === null
        ? r.orderProductTypeId !== ORDER_PRODUCT_TYPE.donated
        : r.orderProductTypeId === ORDER_PRODUCT_TYPE.donated && r.donationPlaceId === donationId,
    );
    return priceRows(chosen, donationId === null ? 'general' : 'donation', now);
  }

  return {
    getCart,
    rewardProducts,
    checkoutGroup,
    /** Runs a change of the member's cart made elsewhere (an order taking its lines): the remembered state is dropped after it. */
    whileWriting: writing,
    /** Members with a batch writing their cart lines: a batcher of other writes to those lines shares it (statement-batcher.ts). */
    writeGate: memberWrites,

    /** The cart answer as pieces of JSON text (the busiest answer of the shop): the reward list's is written once per snapshot. */
    async cartJson(memberId: number, lang: Lang): Promise<(string | Buffer)[]> {
      const { cart, coin } = await getCart(memberId, lang);
      return ['{"cart":', JSON.stringify(cart), `,"coin":{"currentCoin":${coin.currentCoin},"rewardProducts":`, rewards(lang).json, '}}'];
    },

    /**
     * Exchanges coins for a reward: the coins are spent and the reward becomes a free line, in one
     * transaction. The coin lock makes parallel exchanges see each other's spending.
     */
    async exchangeReward(memberId: number, skuId: number): Promise<void> {
      const reward = catalog.current().skusById.get(skuId);
      if (!reward || reward.sku.coinReward === null) throw new AppError(400, 'coin.notAReward');
      const coinReward = reward.sku.coinReward;
      await writing(memberId, () =>
        db.transaction(async (tx) => {
          // the coin lock before the line's row, in the order orders and returns take them (no deadlock between them)
          await tx.execute(sql`select ${coins.lockPart(memberId)}`);
          const line: StoredLine = { skuId, orderProductTypeId: ORDER_PRODUCT_TYPE.free, donationPlaceId: 0, amount: 1 };
          if ((await statements.putIn(tx, memberId, line)) === null) throw new AppError(400, 'coin.soldOut');
          // spending fails the whole exchange, line included, when the coins do not cover it
          await coins.spend(tx, { memberId, coins: coinReward, activity: 'reward-exchange', reference: `${rewardReference(skuId)}${randomUUID()}` });
        }),
      );
    },

    /**
     * Gives one unit of a reward line back for the coins it was exchanged for (decision 0044), until
     * an order takes the line. Under the member's coin lock and the line's row lock: of two returns
     * at once the second finds the line gone (or one unit fewer) and the exchange already returned.
     */
    async returnReward(memberId: number, skuId: number): Promise<void> {
      await writing(memberId, () =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select ${coins.lockPart(memberId)}`);
          const where = theLine(memberId, skuId, ORDER_PRODUCT_TYPE.free, 0);
          const [line] = await tx.select({ amount: cartLines.amount }).from(cartLines).where(where).for('update');
          if (!line) throw new AppError(404, 'cart.rewardNotInCart');
          const exchange = await coins.unreturnedExchange(tx, memberId, rewardReference(skuId));
          // a free line with no exchange of its own to undo (never written by this shop): it stays
          if (!exchange) throw new AppError(400, 'cart.cannotRemove');
          if (!(await coins.record(tx, { memberId, coin: exchange.coins, activity: 'reward-return', reference: exchange.reference }))) {
            throw new AppError(404, 'cart.rewardNotInCart');
          }
          if (line.amount > 1)
            await tx
              .update(cartLines)
              .set({ amount: line.amount - 1, updatedAt: new Date() })
              .where(where);
          else await tx.delete(cartLines).where(where);
        }),
      );
    },

    async add(memberId: number, input: AddToCartInput): Promise<void> {
      const found = catalog.current().skusById.get(input.skuId);
      if (found && !soldAs(found.sku, input.orderProductTypeId)) throw new AppError(400, 'cart.unavailable');
      await assertDonationPlace(input);
      const refused = await writeLine({ op: 'put', memberId, line: storedLine(input) });
      if (refused) throw refusalError(refused);
    },

    /** Sets a line's quantity: 1 to the stock; complimentary and free lines are fixed. One statement, shared with other members' writes. */
    async update(memberId: number, skuId: number, input: { orderProductTypeId: TypeId; amount: number; donationId: number | null }) {
      // gifts are given by promotions, never stored: there is nothing the member could change
      if (input.orderProductTypeId === ORDER_PRODUCT_TYPE.complimentary) throw new AppError(400, 'cart.fixedLine');
      const donationPlaceId = input.orderProductTypeId === 2 ? (input.donationId ?? 0) : 0;
      const line: StoredLine = { skuId, orderProductTypeId: input.orderProductTypeId, donationPlaceId, amount: input.amount };
      const refused = await writeLine({ op: 'set', memberId, line });
      if (refused) throw refusalError(refused);
    },

    async remove(memberId: number, skuId: number, input: { orderProductTypeId: TypeId; donationId: number | null }) {
      if (input.orderProductTypeId === ORDER_PRODUCT_TYPE.complimentary) throw new AppError(400, 'cart.cannotRemove');
      const donationPlaceId = input.orderProductTypeId === 2 ? (input.donationId ?? 0) : 0;
      const removed = await writing(memberId, () =>
        db
          .delete(cartLines)
          .where(and(theLine(memberId, skuId, input.orderProductTypeId, donationPlaceId), changeable))
          .returning({ id: cartLines.id }),
      );
      if (removed.length > 0) return;
      if (!(await findLine(db, memberId, skuId, input.orderProductTypeId, donationPlaceId))) throw notFound();
      throw new AppError(400, 'cart.cannotRemove');
    },

    async removeDonationGroup(memberId: number, donationId: number) {
      const removed = await writing(memberId, () =>
        db
          .delete(cartLines)
          .where(and(eq(cartLines.memberId, memberId), eq(cartLines.orderProductTypeId, 2), eq(cartLines.donationPlaceId, donationId)))
          .returning({ id: cartLines.id }),
      );
      if (removed.length === 0) throw notFound();
    },

    /** Adds the browser cart's lines after sign-in, trimmed to stock; lines that cannot be bought are left out. */
    async merge(memberId: number, lines: AddToCartInput[]) {
      const placeChecks = await Promise.allSettled(lines.map(assertDonationPlace));
      const snapshot = catalog.current();
      const mergeable = lines.filter((line, i) => {
        const found = snapshot.skusById.get(line.skuId);
        return placeChecks[i]!.status === 'fulfilled' && (!found || soldAs(found.sku, line.orderProductTypeId));
      });
      // each line is one atomic statement; a line that cannot be bought simply writes nothing
      await writing(memberId, async () => {
        for (const line of mergeable) await statements.putCapped(memberId, storedLine(line));
      });
    },

    /**
     * Follows cart and coin changes made by any process (the cart_changed trigger, migration
     * 0007); returns the way to stop. After a lost connection every remembered cart is dropped.
     */
    async followChanges(database: Pick<Database, 'listen'>): Promise<() => Promise<void>> {
      return database.listen(
        CART_CHANGED_CHANNEL,
        (payload) => {
          // "memberId:transactionId" from the trigger; anything else (a TRUNCATE's '*') drops everyone
          const match = /^(\d+)(?::(\d+))?$/.exec(payload);
          if (match) states.notified(Number(match[1]), match[2] === undefined ? null : Number(match[2]));
          else states.clear();
        },
        () => states.clear(),
      );
    },

    /** Batches of line writes sent to the database so far, and the writes in them. */
    lineWriteBatches: () => lineWrites.sent(),
    /** Batches of cart reads sent to the database so far, and the members in them. */
    stateReadBatches: () => stateReads.sent(),

    /** for tests: how many members' cart states are remembered */
    rememberedStates: () => states.size,
  };
}

export type CartService = ReturnType<typeof createCartService>;
