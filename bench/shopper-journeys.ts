// Shoppers buying and paying, for the scale bench: who they are, the order each places at the
// shop's own prices, and the load process that walks them through it (shopper-journeys-process.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadResult } from './load-generator';

export interface Shopper {
  token: string;
  skuId: number;
  productId: number;
  /** the body of its order for one unit of its SKU with the coins off */
  order: string;
}

export interface JourneySpec {
  base: string;
  connections: number;
  seconds: number;
  warmUpSeconds: number;
  headers: Record<string, string>;
  shoppers: Shopper[];
  coinsOff: number;
  /** the key the bank's notifications are signed with (the instances' PAYMENT_NOTIFY_SECRET) */
  notifySecret: string;
}

export interface JourneyResult extends LoadResult {
  /** by call and status (`place order 400`): how many in the measured run, and the first answer's body */
  refusals: Record<string, { count: number; sample: string }>;
}

/** Runs the journeys at `spec.connections` shoppers at once and returns autocannon's figures. */
export async function runShopperJourneys(spec: JourneySpec): Promise<JourneyResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pawsook-journeys-'));
  const specFile = path.join(dir, 'spec.json');
  writeFileSync(specFile, JSON.stringify(spec));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'shopper-journeys-process.ts'), specFile], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
  if (code !== 0) throw new Error(`the journeys' load generator exited with ${code}`);
  return JSON.parse(out) as JourneyResult;
}

/** The shipping address every bench shopper keeps in its address book. */
export const BANGKOK = {
  name: 'Bench',
  surname: 'Buyer',
  phone: '0891234567',
  address: '99/1 Sukhumvit',
  provinceId: 1,
  districtId: 1004,
  subDistrictId: 100402,
  postelCode: '10500',
};

interface GroupTotals {
  price: number;
  grand: number;
  shipping: number;
  promotion: number;
  receiveCoin: number;
}

/**
 * The order body of one unit of `skuId` with `coinsOff` coins off, at the shop's own prices: a
 * probe member puts the SKU in its cart once and reads the group's totals (as bench/checkout.ts).
 */
export async function orderBodyFor(base: string, probeToken: string, skuId: number, coinsOff: number): Promise<(addressId: number) => string> {
  const probe = { authorization: `Bearer ${probeToken}`, 'content-type': 'application/json' };
  const added = await fetch(`${base}/api/v1/carts`, { method: 'POST', headers: probe, body: JSON.stringify({ skuId, amount: 1, orderProductTypeId: 1 }) });
  if (!added.ok) throw new Error(`the probe could not add SKU ${skuId}: ${added.status} ${await added.text()}`);
  const group = (
    (await added.json()) as { result: { cart: { generalProduct: Record<string, number> & { products: { product: { skuId: number; price: number } }[] } } } }
  ).result.cart.generalProduct;
  const line = group.products.find((p) => p.product.skuId === skuId)!;
  const t: GroupTotals = {
    price: line.product.price,
    grand: group.grandTotalPrice!,
    shipping: group.totalShippingPrice!,
    promotion: group.totalDiscountPromotion!,
    receiveCoin: group.receiveCoin!,
  };
  await fetch(`${base}/api/v1/carts/${skuId}`, { method: 'DELETE', headers: probe, body: JSON.stringify({ orderProductTypeId: 1 }) });
  return (addressId) =>
    JSON.stringify({
      products: [{ skuId, price: t.price, amount: 1 }],
      productAmount: 1,
      productPrice: t.price,
      netTotalPrice: Math.round((t.grand - coinsOff) * 100) / 100,
      promoCode: null,
      coinUsed: coinsOff,
      shippingAddressId: addressId,
      receiptAddressSame: false,
      receiptAddressId: null,
      // Thai QR: paid by the bank's signed notification
      paymentChannelId: 4,
      receiptNeed: false,
      isDonation: false,
      donationId: null,
      shippingPrice: t.shipping,
      discountPromotion: t.promotion,
      receiveCoin: t.receiveCoin,
      discountPromoCode: 0,
      discountCoin: coinsOff,
    });
}
