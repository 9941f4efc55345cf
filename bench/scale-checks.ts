// The scale bench's checks across instances: what one instance does, every other must honour.
// Each asks the instances directly (not through the load balancer), so it knows which one answered.
import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import type { Db } from '../apps/api/src/db/database';
import { productSkus } from '../apps/api/src/modules/catalog/catalog.tables';
import { coinLedger } from '../apps/api/src/modules/coins/coins.tables';
import { orderLines, orderStatusHistory, orders } from '../apps/api/src/modules/orders/orders.tables';
import { paymentNotifications } from '../apps/api/src/modules/payments/payments.tables';

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

/** How long a change made on one instance may take to be seen by the others (issue 40). */
const WITHIN_MS = 1000;

/** Polls `seen` on every base until each says yes or `WITHIN_MS` has passed: the slowest time, or null. */
async function seenByEvery(bases: string[], seen: (base: string) => Promise<boolean>): Promise<{ ms: number | null; late: string[] }> {
  const started = performance.now();
  const pending = new Set(bases);
  while (pending.size > 0 && performance.now() - started <= WITHIN_MS) {
    for (const base of [...pending]) if (await seen(base)) pending.delete(base);
    if (pending.size > 0) await new Promise((r) => setTimeout(r, 20));
  }
  return { ms: pending.size === 0 ? Math.round(performance.now() - started) : null, late: [...pending] };
}

/** A staff price change made through the first instance is seen by every instance within a second. */
export async function priceChangeSeenByEvery(bases: string[], staffToken: string, skuId: number, productId: number): Promise<CheckResult> {
  const name = 'a price change through one instance is seen by every instance within 1 s';
  const staff = { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' };
  const priceOf = async (base: string) => {
    const answer = (await (await fetch(`${base}/api/v1/products/${productId}`)).json()) as { result: { skus: { skuId: number; price: number }[] } };
    return answer.result.skus.find((s) => s.skuId === skuId)!.price;
  };
  const before = await priceOf(bases[0]!);
  const price = before + 7;
  const changed = await fetch(`${bases[0]}/api/v1/staff/skus/${skuId}/prices`, { method: 'PATCH', headers: staff, body: JSON.stringify({ price }) });
  if (!changed.ok) return { name, ok: false, detail: `the change was refused: ${changed.status} ${await changed.text()}` };
  const { ms, late } = await seenByEvery(bases, async (base) => (await priceOf(base)) === price);
  return ms === null
    ? { name, ok: false, detail: `still the old price after ${WITHIN_MS} ms on ${late.join(', ')}` }
    : { name, ok: true, detail: `฿${before} → ฿${price}, seen by all ${bases.length} in ${ms} ms` };
}

/** A member signed out through the first instance is refused by every instance. */
export async function signedOutRefusedByEvery(bases: string[], memberToken: string): Promise<CheckResult> {
  const name = 'a signed-out session is refused by every instance';
  const member = { authorization: `Bearer ${memberToken}` };
  const statusOn = async (base: string) => (await fetch(`${base}/api/v1/carts`, { headers: member })).status;
  const before = await Promise.all(bases.map(statusOn));
  if (before.some((s) => s !== 200)) return { name, ok: false, detail: `not signed in before: ${before.join(', ')}` };
  const out = await fetch(`${bases[0]}/api/v1/auth/logout`, { method: 'POST', headers: member });
  if (!out.ok) return { name, ok: false, detail: `the sign-out was refused: ${out.status}` };
  const { ms, late } = await seenByEvery(bases, async (base) => (await statusOn(base)) === 401);
  return ms === null
    ? { name, ok: false, detail: `still accepted after ${WITHIN_MS} ms on ${late.join(', ')}` }
    : { name, ok: true, detail: `401 on all ${bases.length} within ${ms} ms of the sign-out` };
}

/**
 * Failed sign-ins from one client address through the first instance count on the others: the
 * address's sign-in budget (SIGNIN_ATTEMPTS_PER_MINUTE) spent on A, the next attempt on B is a 429.
 * The address is made up and sent as X-Forwarded-For (the instances trust it); each attempt names
 * another unknown e-mail, so no account's lockout is what refuses it.
 */
export async function throttleShared(bases: string[], attemptsPerMinute: number): Promise<CheckResult> {
  const name = 'a sign-in throttle is shared: failures on one instance count on the others';
  const address = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
  const attempt = (base: string, i: number) =>
    fetch(`${base}/api/v1/auth/email-signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email: `nobody-${address}-${i}@example.com`, password: 'not-the-password' }),
    });
  const onFirst: number[] = [];
  for (let i = 0; i < attemptsPerMinute; i++) onFirst.push((await attempt(bases[0]!, i)).status);
  if (onFirst.some((s) => s !== 400)) return { name, ok: false, detail: `the first ${attemptsPerMinute} failures were not all 400: ${onFirst.join(', ')}` };
  const others = await Promise.all(bases.slice(1).map(async (base, i) => (await attempt(base, attemptsPerMinute + i)).status));
  // the first's own budget is spent either way: a 429 there says the limit works, only not across
  const first = (await attempt(bases[0]!, attemptsPerMinute + bases.length)).status;
  return others.every((s) => s === 429)
    ? { name, ok: true, detail: `${attemptsPerMinute} failures on the first, then 429 on the others` }
    : {
        name,
        ok: false,
        detail: `after ${attemptsPerMinute} failures on the first the others answered ${others.join(', ')} (429 expected; the first itself: ${first})`,
      };
}

/** A product photo uploaded through the first instance is served by every instance. */
export async function photoServedByEvery(bases: string[], staffToken: string, productId: number): Promise<CheckResult> {
  const name = 'a photo uploaded through one instance is served by every instance';
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'scale.png');
  const uploaded = await fetch(`${bases[0]}/api/v1/staff/products/${productId}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staffToken}` },
    body: form,
  });
  if (!uploaded.ok) return { name, ok: false, detail: `the upload was refused: ${uploaded.status} ${await uploaded.text()}` };
  const key = ((await uploaded.json()) as { result: { imageKeys: string[] } }).result.imageKeys.at(-1)!;
  const statuses = await Promise.all(bases.map(async (base) => (await fetch(`${base}/images/${key}`)).status));
  return statuses.every((s) => s === 200)
    ? { name, ok: true, detail: `/images/${key}: 200 on all ${bases.length}` }
    : { name, ok: false, detail: `/images/${key}: ${statuses.join(', ')} (200 on each expected)` };
}

/**
 * Unpaid orders made due at once are expired exactly once, however many instances sweep: one move
 * to expired in each order's history, one coin refund each, the SKU's stock back where it was.
 */
export async function expiredOnce(db: Db, orderNos: string[], skuId: number, stockBefore: number, waitMs = 20_000): Promise<CheckResult> {
  const name = `each unpaid order is expired exactly once (${orderNos.length} orders due at once)`;
  await db.update(orders).set({ expiresAt: new Date() }).where(inArray(orders.orderNo, orderNos));
  const started = Date.now();
  let expired = 0;
  while (Date.now() - started < waitMs) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(inArray(orders.orderNo, orderNos), eq(orders.statusId, ORDER_STATUS.expired)));
    expired = row!.n;
    if (expired === orderNos.length) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  if (expired !== orderNos.length) return { name, ok: false, detail: `${expired} of ${orderNos.length} expired after ${waitMs / 1000} s` };
  const moves = await db
    .select({ orderNo: orders.orderNo, n: sql<number>`count(${orderStatusHistory.orderId})::int` })
    .from(orders)
    .leftJoin(orderStatusHistory, and(eq(orderStatusHistory.orderId, orders.id), eq(orderStatusHistory.toStatusId, ORDER_STATUS.expired)))
    .where(inArray(orders.orderNo, orderNos))
    .groupBy(orders.orderNo);
  const refunds = await db
    .select({ reference: coinLedger.reference, n: sql<number>`count(*)::int` })
    .from(coinLedger)
    .where(and(eq(coinLedger.activity, 'refund'), inArray(coinLedger.reference, orderNos)))
    .groupBy(coinLedger.reference);
  const [sku] = await db.select({ stock: productSkus.stock }).from(productSkus).where(eq(productSkus.id, skuId));
  const notOnce = moves.filter((m) => m.n !== 1).length;
  const refundsNotOnce = orderNos.length - refunds.filter((r) => r.n === 1).length;
  const ok = notOnce === 0 && refundsNotOnce === 0 && sku!.stock === stockBefore;
  return {
    name,
    ok,
    detail: ok
      ? `one expiry and one coin refund each, stock back to ${stockBefore}`
      : `expiry moves not once: ${notOnce}, coin refunds not once: ${refundsNotOnce}, stock ${sku!.stock} (expected ${stockBefore})`,
  };
}

/**
 * The books after everything: for each SKU sold, stock + units in orders that still hold them =
 * starting stock; no coin balance below zero, coins spent at checkout = coins the orders used;
 * every paid order has one applied payment of its exact amount, and no payment was applied to an
 * order that is not paid.
 */
export async function booksExact(db: Db, startingStock: Map<number, number>): Promise<CheckResult> {
  const name = 'the books are exact (stock, coins, payments)';
  const skuIds = [...startingStock.keys()];
  const held = await db
    .select({ skuId: orderLines.skuId, n: sql<number>`sum(${orderLines.amount})::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orderLines.skuId, skuIds), sql`${orders.statusId} not in (${ORDER_STATUS.expired}, ${ORDER_STATUS.cancelled})`))
    .groupBy(orderLines.skuId);
  const stocks = await db.select({ id: productSkus.id, stock: productSkus.stock }).from(productSkus).where(inArray(productSkus.id, skuIds));
  const offStock = stocks.filter((s) => s.stock < 0 || s.stock + (held.find((h) => h.skuId === s.id)?.n ?? 0) !== startingStock.get(s.id));

  const [spent] = await db
    .select({ n: sql<number>`coalesce(-sum(${coinLedger.coin}), 0)::int` })
    .from(coinLedger)
    .where(eq(coinLedger.activity, 'order-discount'));
  const [used] = await db.select({ n: sql<number>`coalesce(sum(${orders.coinsUsed}), 0)::int` }).from(orders);
  const [negative] = await db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .select({ balance: sql<number>`sum(${coinLedger.coin})`.as('balance') })
      .from(coinLedger)
      .groupBy(coinLedger.memberId)
      .having(sql`sum(${coinLedger.coin}) < 0`)
      .as('below'),
  );

  const applied = db
    .select({
      orderNo: paymentNotifications.orderNo,
      n: sql<number>`count(*)::int`.as('n'),
      amount: sql<number>`sum(${paymentNotifications.amountSatang})::bigint`.as('amount'),
    })
    .from(paymentNotifications)
    .where(eq(paymentNotifications.outcome, 'applied'))
    .groupBy(paymentNotifications.orderNo)
    .as('applied');
  const [payments] = await db
    .select({
      paid: sql<number>`count(*) filter (where ${orders.statusId} = ${ORDER_STATUS.paid})::int`,
      paidWrong: sql<number>`count(*) filter (where ${orders.statusId} = ${ORDER_STATUS.paid} and (${applied.n} is distinct from 1 or ${applied.amount} <> ${orders.netTotalSatang}))::int`,
      appliedUnpaid: sql<number>`count(*) filter (where ${orders.statusId} <> ${ORDER_STATUS.paid} and ${applied.n} is not null)::int`,
    })
    .from(orders)
    .leftJoin(applied, eq(applied.orderNo, orders.orderNo));

  const problems = [
    offStock.length > 0 ? `${offStock.length} SKUs off the books` : '',
    spent!.n !== used!.n ? `coins spent ${spent!.n} ≠ coins the orders used ${used!.n}` : '',
    negative!.n > 0 ? `${negative!.n} balances below zero` : '',
    payments!.paidWrong > 0 ? `${payments!.paidWrong} paid orders without exactly one payment of their amount` : '',
    payments!.appliedUnpaid > 0 ? `${payments!.appliedUnpaid} payments applied to orders not paid` : '',
  ].filter(Boolean);
  return {
    name,
    ok: problems.length === 0,
    detail:
      problems.length === 0
        ? `${skuIds.length} SKUs on the books, coins spent = used (${used!.n}), ${payments!.paid} paid orders each with one payment of its amount`
        : problems.join('; '),
  };
}
