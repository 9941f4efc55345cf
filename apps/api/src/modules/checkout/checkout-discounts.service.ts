import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { formatBaht, satangToBaht } from '@pawsook/shared/money/money';
import { allowedCoinAmounts, coinValueSatang, isAllowedCoinAmount, type CoinDiscountRule } from '@pawsook/shared/pricing/coin-discount';
import { ORDER_PRODUCT_TYPE } from '@pawsook/shared/pricing/price-group';
import { evaluatePromoCode, finalTotalSatang, isPromoCodeRefusal, type PromoCodeDiscount, type PromoCodeLine } from '@pawsook/shared/pricing/promo-code';
import type { Db, DbOrTx } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { CartService } from '../cart/cart.service';
import type { CoinsService } from '../coins/coins.service';
import type { PromoCodesService, PromoCodeWithUse } from '../promotions/promo-codes.service';
import { codeUsesByMember, hasPaidOrder } from '../orders/orders.steps';
import { checkoutDiscounts } from './checkout.tables';

export type PricedGroup = Awaited<ReturnType<CartService['checkoutGroup']>>;

export interface CheckoutDiscountsDeps {
  db: Db;
  cart: CartService;
  coins: CoinsService;
  promoCodes: PromoCodesService;
  coinRule: CoinDiscountRule;
}

/** What a promo code does to a group, or the refusal the shopper reads. */
export type CodeOutcome = { code: PromoCodeWithUse; discount: PromoCodeDiscount };

/**
 * The checkout's side panel: a promo code and coins as discounts on the chosen group. The server
 * computes every figure from the member's cart; figures a client sends are only compared. What
 * the member chose is kept per member (checkout_discounts) until the order is placed or the cart
 * page clears it.
 */
export function createCheckoutDiscountsService(deps: CheckoutDiscountsDeps) {
  const { db, cart, coins, promoCodes, coinRule } = deps;

  /** The group's lines as the promo rules read them: only lines that can be bought now. */
  function promoLines(group: PricedGroup): PromoCodeLine[] {
    return group.resolved.flatMap((r, i) =>
      r.buyable && r.product
        ? [
            {
              skuId: r.row.skuId,
              categoryIds: [r.product.row.categoryId],
              brandId: r.product.row.brandId,
              orderProductTypeId: r.row.orderProductTypeId as 1 | 2 | 3 | 4,
              lineTotalSatang: r.unitPriceSatang * (group.priced[i]?.amount ?? 0),
            },
          ]
        : [],
    );
  }

  /** Products after the automatic promotions: what a code may take off at most. */
  const payableProducts = (group: PricedGroup) => group.totals.totalPriceSatang - group.totals.totalDiscountPromotionSatang;

  /** A code checked against a group; throws the refusal as a 400 in the shopper's language. */
  async function checkCode(
    tx: DbOrTx,
    memberId: number,
    code: string | PromoCodeWithUse,
    group: PricedGroup,
    isDonation: boolean,
    now: number,
  ): Promise<CodeOutcome> {
    const found = typeof code === 'string' ? await promoCodes.find(code, tx) : code;
    const result = evaluatePromoCode(found?.rule, {
      now,
      lines: promoLines(group),
      payableSatang: payableProducts(group),
      usedTotal: found?.usedCount ?? 0,
      usedByMember: found ? await codeUsesByMember(tx, found.rule.id, memberId) : 0,
      memberHasPaidOrder: found?.rule.audience === 'new-members' ? await hasPaidOrder(tx, memberId) : true,
      isDonation,
    });
    if (isPromoCodeRefusal(result)) {
      const params = result.key === 'promo.minimumSpend' ? { amount: formatBaht(result.missingSatang) } : undefined;
      throw new AppError(400, result.key, { field: 'promoCode', params });
    }
    return { code: found!, discount: result };
  }

  async function chosen(memberId: number) {
    const [row] = await db.select().from(checkoutDiscounts).where(eq(checkoutDiscounts.memberId, memberId));
    return row ?? { memberId, promoCodeId: null, coinsUsed: 0 };
  }

  async function keep(memberId: number, values: { promoCodeId: number | null; coinsUsed: number }) {
    await db
      .insert(checkoutDiscounts)
      .values({ memberId, ...values })
      .onConflictDoUpdate({ target: checkoutDiscounts.memberId, set: { ...values, updatedAt: new Date() } });
  }

  /** The general group and the code the member applied, if it still applies. */
  async function generalWithCode(memberId: number, now: number) {
    const group = await cart.checkoutGroup(memberId, null, now);
    const { promoCodeId, coinsUsed } = await chosen(memberId);
    let code: CodeOutcome | null = null;
    if (promoCodeId !== null) {
      const found = await promoCodes.findById(promoCodeId);
      code = found ? await checkCode(db, memberId, found, group, false, now).catch(() => null) : null;
    }
    return { group, code, coinsUsed };
  }

  /** The shopper's figures, when sent, must be the server's: otherwise the cart changed under them. */
  function compareSent(totalPriceBaht: number | undefined, listSku: { skuId: number; amount: number }[] | undefined, group: PricedGroup) {
    if (totalPriceBaht !== undefined && Math.round(totalPriceBaht * 100) !== group.totals.totalPriceSatang) {
      throw new AppError(400, 'checkout.cartChanged', { field: 'promoCode' });
    }
    if (listSku) {
      const charged = group.resolved.filter((r, i) => r.row.orderProductTypeId === ORDER_PRODUCT_TYPE.normal && (group.priced[i]?.amount ?? 0) > 0);
      const same =
        listSku.length === charged.length && listSku.every((sent) => charged.some((r) => r.row.skuId === sent.skuId && r.row.amount === sent.amount));
      if (!same) throw new AppError(400, 'checkout.cartChanged', { field: 'promoCode' });
    }
  }

  const receiveCoinOf = (group: PricedGroup, code: CodeOutcome | null) => group.totals.receiveCoin + (code?.discount.bonusCoins ?? 0);

  return {
    checkCode,
    hasPaidOrder,

    /** Applies a code to the general group; an active coin discount is cancelled (spec §4). */
    async applyPromoCode(memberId: number, input: { promoCode: string; totalPrice?: number; listSku?: { skuId: number; amount: number }[] }, now = Date.now()) {
      const group = await cart.checkoutGroup(memberId, null, now);
      compareSent(input.totalPrice, input.listSku, group);
      const outcome = await checkCode(db, memberId, input.promoCode, group, false, now);
      await keep(memberId, { promoCodeId: outcome.code.rule.id, coinsUsed: 0 });
      return {
        receiveCoin: receiveCoinOf(group, outcome),
        discountPrice: satangToBaht(outcome.discount.discountSatang),
        currentPrice: satangToBaht(finalTotalSatang(group.totals.grandTotalSatang, outcome.discount.discountSatang, 0)),
      };
    },

    async cancelPromoCode(memberId: number, now = Date.now()) {
      const { coinsUsed } = await chosen(memberId);
      await keep(memberId, { promoCodeId: null, coinsUsed });
      const group = await cart.checkoutGroup(memberId, null, now);
      return { receiveCoin: receiveCoinOf(group, null) };
    },

    /** The coin modal: the balance, the rate, and the amounts that fit what is left to pay. */
    async coinDetail(memberId: number, now = Date.now()) {
      const { group, code } = await generalWithCode(memberId, now);
      const balance = await coins.balance(memberId);
      const payable = finalTotalSatang(group.totals.grandTotalSatang, code?.discount.discountSatang ?? 0, 0);
      return { currentCoin: balance, coinPerBaht: coinRule.coinPerBaht, listChangeCoin: allowedCoinAmounts(balance, payable, coinRule) };
    },

    async useCoinDiscount(memberId: number, coinsWanted: number, now = Date.now()) {
      const { group, code } = await generalWithCode(memberId, now);
      const balance = await coins.balance(memberId);
      const afterCode = finalTotalSatang(group.totals.grandTotalSatang, code?.discount.discountSatang ?? 0, 0);
      if (!isAllowedCoinAmount(coinsWanted, balance, afterCode, coinRule)) throw new AppError(400, 'coin.discountNotAllowed', { field: 'coin' });
      await keep(memberId, { promoCodeId: code?.code.rule.id ?? null, coinsUsed: coinsWanted });
      const discount = coinValueSatang(coinsWanted, coinRule.coinPerBaht);
      return {
        currentCoin: balance - coinsWanted,
        currentPrice: satangToBaht(finalTotalSatang(afterCode, 0, discount)),
        discountPrice: satangToBaht(discount),
        receiveCoin: receiveCoinOf(group, code),
        useCoin: coinsWanted,
      };
    },

    async cancelCoinDiscount(memberId: number, now = Date.now()) {
      const { group, code } = await generalWithCode(memberId, now);
      await keep(memberId, { promoCodeId: code?.code.rule.id ?? null, coinsUsed: 0 });
      return {
        currentCoin: await coins.balance(memberId),
        currentPrice: satangToBaht(finalTotalSatang(group.totals.grandTotalSatang, code?.discount.discountSatang ?? 0, 0)),
        discountPrice: 0,
        receiveCoin: receiveCoinOf(group, code),
        useCoin: 0,
      };
    },

    /** What the member chose at step 2 (`{promoCodeId, coinsUsed}`, or null), as a part of the orders' reading statement. */
    chosenPart(memberId: SQL): SQL {
      return sql`(select json_build_object('promoCodeId', ${checkoutDiscounts.promoCodeId}, 'coinsUsed', ${checkoutDiscounts.coinsUsed})
        from ${checkoutDiscounts} where ${checkoutDiscounts.memberId} = ${memberId})`;
    },

    /** The statement that forgets the members' chosen discounts (their orders took them), for the orders' own. */
    clearStatement(memberIds: readonly number[]): SQL {
      return sql`delete from ${checkoutDiscounts} where ${inArray(checkoutDiscounts.memberId, [...memberIds])}`;
    },
  };
}

export type CheckoutDiscountsService = ReturnType<typeof createCheckoutDiscountsService>;
