// Orders placed at a steady rate through the shop's API while another load is measured: each
// order is a member putting one unit of a SKU in the cart and ordering it at the cart's own
// prices, the members and SKUs in turn.
import type { Db } from '../apps/api/src/db/database';
import { orderAddresses } from '../apps/api/src/modules/addresses/addresses.tables';
import { BANGKOK, oneUnitOrder, oneUnitTotals, type CartGroup } from './bench-orders';
import { benchMembers } from './bench-setup';

export interface Buyer {
  token: string;
  addressId: number;
}

/** `count` signed-in members, each with a shipping address (made in the database, before the server starts). */
export async function benchBuyers(db: Db, count: number): Promise<Buyer[]> {
  const buyers: Buyer[] = [];
  for (const m of await benchMembers(db, count, 'steady')) {
    const [address] = await db
      .insert(orderAddresses)
      .values({ memberId: m.id, book: 'shipping', ...BANGKOK })
      .returning({ id: orderAddresses.id });
    buyers.push({ token: m.token, addressId: address!.id });
  }
  return buyers;
}

/** One order of one unit of `skuId` by `buyer`; false when the shop refused it (the line is taken out again). */
async function placeOrder(base: string, buyer: Buyer, skuId: number, key: string): Promise<boolean> {
  const headers = { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json', lang: 'th' };
  const added = await fetch(`${base}/api/v1/carts`, { method: 'POST', headers, body: JSON.stringify({ skuId, amount: 1, orderProductTypeId: 1 }) });
  if (!added.ok) return false;
  const group = ((await added.json()) as { result: { cart: { generalProduct: CartGroup } } }).result.cart.generalProduct;
  const body = oneUnitOrder(skuId, oneUnitTotals(group, skuId), 0, buyer.addressId);
  const placed = await fetch(`${base}/api/v1/orders`, { method: 'POST', headers: { ...headers, 'idempotency-key': key }, body: JSON.stringify(body) });
  await placed.arrayBuffer();
  if (placed.ok) return true;
  // a refused order leaves its line: taken out, so the member's next order is one unit again
  await fetch(`${base}/api/v1/carts/${skuId}`, { method: 'DELETE', headers, body: JSON.stringify({ orderProductTypeId: 1 }) }).then((res) => res.arrayBuffer());
  return false;
}

/**
 * Starts placing `perSecond` orders a second, member after member and SKU after SKU, each order
 * started on time whether or not the one before has finished; `stop` waits for those under way.
 */
export function startSteadyOrders(base: string, buyers: Buyer[], skuIds: number[], perSecond: number) {
  let n = 0;
  const counts = { placed: 0, refused: 0, failed: 0 };
  const underWay = new Set<Promise<void>>();
  const startedAt = performance.now();
  const timer = setInterval(() => {
    const i = n++;
    const run = placeOrder(base, buyers[i % buyers.length]!, skuIds[i % skuIds.length]!, `steady-${Date.now()}-${i}`)
      .then((ok) => void (ok ? counts.placed++ : counts.refused++))
      .catch(() => void counts.failed++)
      .finally(() => underWay.delete(run));
    underWay.add(run);
  }, 1000 / perSecond);
  return {
    async stop(): Promise<{ placed: number; refused: number; failed: number; perSecond: number }> {
      clearInterval(timer);
      await Promise.all(underWay);
      const seconds = (performance.now() - startedAt) / 1000;
      return { ...counts, perSecond: Math.round((10 * counts.placed) / seconds) / 10 };
    },
  };
}
