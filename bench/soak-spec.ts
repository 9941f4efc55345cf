/** What the soak's shoppers' process is told (a JSON file) and what it prints (JSON lines). */
export interface SoakSpec {
  base: string;
  runId: string;
  shoppers: number;
  warmUpMs: number;
  measureMs: number;
  /** every shopper prints its figures for the past window this often */
  windowMs: number;
  /** a pause after every call, uniformly between the two (ms) */
  thinkMs: [number, number];
  /** one visit in this many ends in an order */
  orderEvery: number;
  members: { token: string; addressId: number }[];
  /** what a shopper looks at and buys: a SKU, its product and the product's category */
  items: { skuId: number; productId: number; category: string }[];
  searches: string[];
  /** the order body for one unit of each SKU (by SKU id), its address `"__ADDRESS__"` */
  orderBodies: Record<string, string>;
}

export interface CallFigures {
  n: number;
  p50: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
}

export interface SoakWindow {
  type: 'window';
  /** ms since the shoppers started */
  at: number;
  measuring: boolean;
  calls: number;
  /** 5xx answers and calls that got no answer */
  failures: number;
  n: number;
  p50: number;
  p99: number;
  max: number;
}

export interface SoakTotals {
  type: 'totals';
  seconds: number;
  rps: number;
  ordersPerSecond: number;
  orders: number;
  paid: number;
  kinds: Record<string, CallFigures>;
}
