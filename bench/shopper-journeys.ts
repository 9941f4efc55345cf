// Shoppers buying and paying, for the scale bench: who they are and the load process that walks
// them through it (shopper-journeys-process.ts); the order each places is bench-orders.ts' orderBodyFor.
import { runLoadProcess, type LoadResult } from './load-generator';

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
export function runShopperJourneys(spec: JourneySpec): Promise<JourneyResult> {
  return runLoadProcess<JourneyResult>('shopper-journeys-process.ts', spec);
}
