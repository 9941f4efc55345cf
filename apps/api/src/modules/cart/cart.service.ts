import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Lang } from '@pawsook/shared/i18n/translate';
import { satangToBaht } from '@pawsook/shared/money/money';
import { ORDER_PRODUCT_TYPE, priceGroup, type PricedLine, type ShippingRule } from '@pawsook/shared/pricing/price-group';
import type { AddToCartInput, CartAnswer, CartLine, DonationGroup } from '@pawsook/shared/schemas/cart';
import type { Db, Tx } from '../../db/database';
import { AppError, notFound } from '../../http/app-error';
import { DONATION_CATEGORY_ID, sellPriceOf } from '../catalog/catalog-view';
import type { CatalogProduct, SkuRow } from '../catalog/catalog-snapshot';
import type { LiveCatalog } from '../catalog/live-catalog';
import { skuAvailability } from '../catalog/stock';
import type { CoinsService } from '../coins/coins.service';
import type { DonationsService } from '../donations/donations.service';
import { cartLines } from './cart.tables';

type LineRow = typeof cartLines.$inferSelect;
type TypeId = 1 | 2 | 3 | 4;

const typeDisplay: Record<TypeId, string> = { 1: 'normal', 2: 'donated', 3: 'complimentary', 4: 'free' };

export interface CartServiceDeps {
  db: Db;
  catalog: LiveCatalog;
  donations: DonationsService;
  coins: CoinsService;
  shipping: ShippingRule;
}

export function createCartService(deps: CartServiceDeps) {
  const { db, catalog, donations, coins, shipping } = deps;

  /** One member's cart changes one request at a time: two tabs cannot push a line past its stock. */
  async function lockCart(tx: Tx, memberId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${memberId}`}))`);
  }

  async function findLine(tx: Tx, memberId: number, skuId: number, typeId: number, donationId: number | null) {
    const [line] = await tx
      .select()
      .from(cartLines)
      .where(
        and(
          eq(cartLines.memberId, memberId),
          eq(cartLines.skuId, skuId),
          eq(cartLines.orderProductTypeId, typeId),
          eq(cartLines.donationPlaceId, donationId ?? 0),
        ),
      );
    return line;
  }

  /**
   * Checked before the transaction opens: it reads with the pool, which on the embedded database
   * would wait for the transaction's own connection.
   */
  async function assertDonationPlace(input: AddToCartInput): Promise<void> {
    if (input.orderProductTypeId !== ORDER_PRODUCT_TYPE.donated) return;
    const product = catalog.current().skusById.get(input.skuId)?.product;
    const places = product ? await donations.activePlacesAmong(product.donationPlaceIds, 'th') : [];
    if (!places.some((p) => p.id === input.donationId)) throw new AppError(400, 'cart.donationPlaceRequired', { field: 'donationId' });
  }

  /** Adds inside the caller's transaction; `capAtStock` (merging a guest cart) trims instead of refusing. */
  async function addLine(tx: Tx, memberId: number, input: AddToCartInput, capAtStock: boolean): Promise<void> {
    const availability = await skuAvailability(tx, input.skuId);
    if (!availability || !availability.sellable || availability.stock <= 0) {
      throw new AppError(400, availability ? 'cart.unavailable' : 'cart.cannotAdd');
    }
    const product = catalog.current().byId.get(availability.productId);
    const isDonationProduct = product?.category.id === DONATION_CATEGORY_ID;
    if (isDonationProduct !== (input.orderProductTypeId === ORDER_PRODUCT_TYPE.donated)) throw new AppError(400, 'cart.cannotAdd');
    const donationPlaceId = input.orderProductTypeId === ORDER_PRODUCT_TYPE.donated ? input.donationId! : 0;
    const existing = await findLine(tx, memberId, input.skuId, input.orderProductTypeId, donationPlaceId);
    let amount = (existing?.amount ?? 0) + input.amount;
    if (amount > availability.stock) {
      if (!capAtStock) throw new AppError(400, 'cart.exceedsStock');
      amount = availability.stock;
    }
    if (existing) {
      await tx.update(cartLines).set({ amount, updatedAt: new Date() }).where(eq(cartLines.id, existing.id));
    } else {
      await tx.insert(cartLines).values({ memberId, skuId: input.skuId, orderProductTypeId: input.orderProductTypeId, donationPlaceId, amount });
    }
  }

  function lineView(product: CatalogProduct | undefined, sku: SkuRow | undefined, row: LineRow, now: number, lineTotalSatang: number): CartLine {
    const typeId = row.orderProductTypeId as TypeId;
    const active = !!product && !!sku && product.row.displayStatus === 'active' && sku.displayStatus === 'active';
    return {
      totalAmount: row.amount,
      totalPrice: satangToBaht(lineTotalSatang),
      product: {
        skuId: row.skuId,
        productId: product?.row.id ?? 0,
        productNameTh: product?.row.nameTh ?? '',
        productNameEn: product?.row.nameEn ?? '',
        mainImage: sku?.imageKey ?? product?.row.imageKeys[0] ?? '',
        price: sku ? satangToBaht(sellPriceOf(sku, now)) : 0,
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

  /** Prices a group with the shared pricing function; only lines that can be bought now count. */
  function group(rows: LineRow[], kind: 'general' | 'donation', now: number) {
    const snapshot = catalog.current();
    const resolved = rows.map((row) => {
      const sku = snapshot.skusById.get(row.skuId);
      return { row, product: sku?.product, sku: sku?.sku };
    });
    const buyable = (r: (typeof resolved)[number]) =>
      !!r.product && !!r.sku && r.product.row.displayStatus === 'active' && r.sku.displayStatus === 'active' && r.sku.stock >= r.row.amount;
    const priced: PricedLine[] = resolved.map((r) => ({
      orderProductTypeId: r.row.orderProductTypeId as TypeId,
      unitPriceSatang: r.sku ? sellPriceOf(r.sku, now) : 0,
      amount: buyable(r) ? r.row.amount : 0,
      coinsPer100Baht: r.product?.row.coinsPer100Baht ?? 0,
    }));
    const totals = priceGroup(priced, kind, shipping);
    return {
      totalAmount: totals.totalAmount,
      totalPrice: satangToBaht(totals.totalPriceSatang),
      products: resolved.map((r, i) =>
        lineView(r.product, r.sku, r.row, now, r.sku ? sellPriceOf(r.sku, now) * r.row.amount * (priced[i]!.orderProductTypeId <= 2 ? 1 : 0) : 0),
      ),
      totalShippingPrice: satangToBaht(totals.totalShippingSatang),
      totalDiscountPromotion: satangToBaht(totals.totalDiscountPromotionSatang),
      grandTotalPrice: satangToBaht(totals.grandTotalSatang),
      receiveCoin: totals.receiveCoin,
    };
  }

  async function getCart(memberId: number, lang: Lang, now = Date.now()): Promise<CartAnswer> {
    const rows = await db.select().from(cartLines).where(eq(cartLines.memberId, memberId)).orderBy(asc(cartLines.createdAt), asc(cartLines.id));
    const general = rows.filter((r) => r.orderProductTypeId !== ORDER_PRODUCT_TYPE.donated);
    const byPlace = new Map<number, LineRow[]>();
    for (const row of rows.filter((r) => r.orderProductTypeId === ORDER_PRODUCT_TYPE.donated)) {
      byPlace.set(row.donationPlaceId, [...(byPlace.get(row.donationPlaceId) ?? []), row]);
    }
    const places = await donations.placesByIds([...byPlace.keys()], lang);
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
      coin: { currentCoin: await coins.balance(memberId), rewardProducts: rewardProducts(lang) },
    };
  }

  function rewardProducts(lang: Lang): CartAnswer['coin']['rewardProducts'] {
    const rewards: CartAnswer['coin']['rewardProducts'] = [];
    for (const product of catalog.current().listed) {
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
    return rewards.sort((a, b) => a.coinReward - b.coinReward || a.skuId - b.skuId);
  }

  return {
    getCart,
    rewardProducts,

    /**
     * Exchanges coins for a reward: the coins are spent and the reward becomes a free line, in one
     * transaction. The coin lock makes parallel exchanges see each other's spending.
     */
    async exchangeReward(memberId: number, skuId: number): Promise<void> {
      const reward = catalog.current().skusById.get(skuId);
      if (!reward || reward.sku.coinReward === null) throw new AppError(400, 'coin.notAReward');
      const coinReward = reward.sku.coinReward;
      await db.transaction(async (tx) => {
        await lockCart(tx, memberId);
        const availability = await skuAvailability(tx, skuId);
        if (!availability?.sellable || availability.stock <= 0) throw new AppError(400, 'coin.soldOut');
        const existing = await findLine(tx, memberId, skuId, ORDER_PRODUCT_TYPE.free, 0);
        if ((existing?.amount ?? 0) + 1 > availability.stock) throw new AppError(400, 'coin.soldOut');
        await coins.spend(tx, { memberId, coins: coinReward, activity: 'reward-exchange', reference: `reward:${skuId}:${randomUUID()}` });
        if (existing) {
          await tx.update(cartLines).set({ amount: existing.amount + 1, updatedAt: new Date() }).where(eq(cartLines.id, existing.id));
        } else {
          await tx.insert(cartLines).values({ memberId, skuId, orderProductTypeId: ORDER_PRODUCT_TYPE.free, donationPlaceId: 0, amount: 1 });
        }
      });
    },

    async add(memberId: number, input: AddToCartInput): Promise<void> {
      await assertDonationPlace(input);
      await db.transaction(async (tx) => {
        await lockCart(tx, memberId);
        await addLine(tx, memberId, input, false);
      });
    },

    /** Sets a line's quantity: 1 to the stock; complimentary and free lines are fixed. */
    async update(memberId: number, skuId: number, input: { orderProductTypeId: TypeId; amount: number; donationId: number | null }) {
      await db.transaction(async (tx) => {
        await lockCart(tx, memberId);
        const line = await findLine(tx, memberId, skuId, input.orderProductTypeId, input.orderProductTypeId === 2 ? input.donationId : 0);
        if (!line) throw notFound();
        if (line.orderProductTypeId === ORDER_PRODUCT_TYPE.complimentary || line.orderProductTypeId === ORDER_PRODUCT_TYPE.free) {
          throw new AppError(400, 'cart.fixedLine');
        }
        const availability = await skuAvailability(tx, skuId);
        if (!availability || input.amount > availability.stock) throw new AppError(400, 'cart.cannotIncrease');
        await tx.update(cartLines).set({ amount: input.amount, updatedAt: new Date() }).where(eq(cartLines.id, line.id));
      });
    },

    async remove(memberId: number, skuId: number, input: { orderProductTypeId: TypeId; donationId: number | null }) {
      await db.transaction(async (tx) => {
        await lockCart(tx, memberId);
        const line = await findLine(tx, memberId, skuId, input.orderProductTypeId, input.orderProductTypeId === 2 ? input.donationId : 0);
        if (!line) throw notFound();
        if (line.orderProductTypeId === ORDER_PRODUCT_TYPE.complimentary || line.orderProductTypeId === ORDER_PRODUCT_TYPE.free) {
          throw new AppError(400, 'cart.cannotRemove');
        }
        await tx.delete(cartLines).where(eq(cartLines.id, line.id));
      });
    },

    async removeDonationGroup(memberId: number, donationId: number) {
      const removed = await db
        .delete(cartLines)
        .where(and(eq(cartLines.memberId, memberId), eq(cartLines.orderProductTypeId, 2), eq(cartLines.donationPlaceId, donationId)))
        .returning({ id: cartLines.id });
      if (removed.length === 0) throw notFound();
    },

    /** Adds the browser cart's lines after sign-in, trimmed to stock; lines that cannot be bought are left out. */
    async merge(memberId: number, lines: AddToCartInput[]) {
      const placeChecks = await Promise.allSettled(lines.map(assertDonationPlace));
      const mergeable = lines.filter((_, i) => placeChecks[i]!.status === 'fulfilled');
      await db.transaction(async (tx) => {
        await lockCart(tx, memberId);
        for (const line of mergeable) {
          await tx.execute(sql`savepoint merge_line`);
          try {
            await addLine(tx, memberId, line, true);
            await tx.execute(sql`release savepoint merge_line`);
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            await tx.execute(sql`rollback to savepoint merge_line`);
          }
        }
      });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
