// The soak's shoppers, in a process of their own (as load-process.ts, so their heap and timers stay
// out of the bench script's): reads the spec file named on the command line, runs the shoppers until
// the spec's end, prints one JSON line per window on stdout as it goes and one with the totals at
// the end. Each shopper is a loop of visits, a pause after every call, like a person reading.
import { readFileSync } from 'node:fs';
import type { SoakSpec, SoakWindow, SoakTotals, CallFigures } from './soak-spec';

const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as SoakSpec;
const started = Date.now();
const measureFrom = started + spec.warmUpMs;
const endsAt = started + spec.warmUpMs + spec.measureMs;

/** A small seeded generator, so two runs ask for the same things in the same order. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Latencies (ms) and statuses per call kind: the whole measured run, and the current window. */
const total = new Map<string, { ms: number[]; statuses: Record<string, number> }>();
let window = new Map<string, number[]>();
let windowFailures = 0;
let orders = 0;
let paid = 0;

function record(kind: string, ms: number, status: string, at: number): void {
  const w = window.get(kind) ?? [];
  w.push(ms);
  window.set(kind, w);
  if (status === 'error' || Number(status) >= 500) windowFailures++;
  if (at < measureFrom) return;
  const figures = total.get(kind) ?? { ms: [], statuses: {} };
  figures.ms.push(ms);
  figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
  total.set(kind, figures);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function figuresOf(ms: number[]): Omit<CallFigures, 'statuses'> {
  const sorted = [...ms].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { n: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? 0) };
}

/** One call, timed until its whole body has arrived; the answer's body when `keep`. */
async function call(kind: string, path: string, init: RequestInit = {}, keep = false): Promise<{ status: number; body: string } | null> {
  const at = Date.now();
  const t = performance.now();
  try {
    const res = await fetch(spec.base + path, { ...init, signal: AbortSignal.timeout(30_000) });
    const body = keep ? await res.text() : (await res.arrayBuffer(), '');
    record(kind, performance.now() - t, String(res.status), at);
    return { status: res.status, body };
  } catch {
    record(kind, performance.now() - t, 'error', at);
    return null;
  }
}

const browser = { accept: 'text/html', 'accept-encoding': 'br, gzip', 'accept-language': 'th' };

async function shopper(n: number): Promise<void> {
  const next = random(1000 + n);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const member = spec.members[n % spec.members.length]!;
  const api = { lang: 'th', accept: 'application/json', 'accept-encoding': 'br, gzip', authorization: `Bearer ${member.token}` };
  const json = { ...api, 'content-type': 'application/json' };
  const pause = () => new Promise((r) => setTimeout(r, spec.thinkMs[0] + next() * (spec.thinkMs[1] - spec.thinkMs[0])));
  let visit = 0;
  while (Date.now() < endsAt) {
    const item = pick(spec.items);
    const steps: (() => Promise<unknown>)[] = [
      () => call('page: home', '/', { headers: browser }),
      () => call('page: category', `/categories/${item.category}`, { headers: browser }),
      () => call('api: product list', `/api/v1/products?category=${item.category}`, { headers: api }),
      () => call('api: product detail', `/api/v1/products/${item.productId}`, { headers: api }),
      () => call('page: product', `/th/product/${item.productId}`, { headers: browser }),
      () => call('api: search', `/api/v1/products?keyword=${encodeURIComponent(pick(spec.searches))}`, { headers: api }),
      () =>
        call('cart: add', '/api/v1/carts', { method: 'POST', headers: json, body: JSON.stringify({ skuId: item.skuId, amount: 1, orderProductTypeId: 1 }) }),
      // a line left from a visit without an order, or a request cut off, is set back to one unit
      () => call('cart: change', `/api/v1/carts/${item.skuId}`, { method: 'PATCH', headers: json, body: JSON.stringify({ orderProductTypeId: 1, amount: 1 }) }),
      () => call('cart: read', '/api/v1/carts', { headers: api }),
    ];
    for (const step of steps) {
      if (Date.now() >= endsAt) return;
      await step();
      await pause();
    }
    // every other visit ends in an order, paid at once by the sandbox bank; the others leave the line in the cart
    if (visit++ % spec.orderEvery === 0) await buy(n, visit, item.skuId, member.addressId, json, api, pause);
    else await call('cart: remove', `/api/v1/carts/${item.skuId}`, { method: 'DELETE', headers: json, body: JSON.stringify({ orderProductTypeId: 1 }) });
    await pause();
  }
}

async function buy(
  n: number,
  visit: number,
  skuId: number,
  addressId: number,
  json: Record<string, string>,
  api: Record<string, string>,
  pause: () => Promise<unknown>,
): Promise<void> {
  const body = spec.orderBodies[String(skuId)]!.replace('"__ADDRESS__"', String(addressId));
  const placed = await call(
    'order: place',
    '/api/v1/orders',
    { method: 'POST', headers: { ...json, 'idempotency-key': `soak-${spec.runId}-${n}-${visit}` }, body },
    true,
  );
  if (placed?.status !== 200) {
    // a refused order leaves its line: the next visit's order must be of its own SKU alone
    await call('cart: remove', `/api/v1/carts/${skuId}`, { method: 'DELETE', headers: json, body: JSON.stringify({ orderProductTypeId: 1 }) });
    return;
  }
  orders++;
  const { orderNo } = (JSON.parse(placed.body) as { result: { orderNo: string } }).result;
  await pause();
  const payment = await call('order: payment', `/api/v1/orders/${orderNo}/payment`, { headers: api }, true);
  if (payment?.status !== 200) return;
  const { qr } = (JSON.parse(payment.body) as { result: { qr: { payload: string } | null } }).result;
  if (!qr) return;
  await pause();
  // the sandbox bank's Pay: it signs the notification and sends it to the shop's notify endpoint
  const form = new URLSearchParams({ payload: qr.payload, action: 'pay' }).toString();
  const bank = await call('payment: bank pays', '/sandbox/qr', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  if (bank?.status === 200) paid++;
}

function emitWindow(): void {
  const now = Date.now();
  const all = [...window.values()].flat();
  const line: SoakWindow = { type: 'window', at: now - started, measuring: now >= measureFrom, calls: all.length, failures: windowFailures, ...figuresOf(all) };
  process.stdout.write(`${JSON.stringify(line)}\n`);
  window = new Map();
  windowFailures = 0;
}

const ticker = setInterval(emitWindow, spec.windowMs);
await Promise.all(Array.from({ length: spec.shoppers }, (_, n) => shopper(n)));
clearInterval(ticker);
const seconds = (Date.now() - measureFrom) / 1000;
const kinds = Object.fromEntries([...total].map(([kind, f]) => [kind, { ...figuresOf(f.ms), statuses: f.statuses }]));
const totals: SoakTotals = {
  type: 'totals',
  seconds,
  rps: Math.round((10 * [...total.values()].reduce((sum, f) => sum + f.ms.length, 0)) / seconds) / 10,
  ordersPerSecond: Math.round(((100 * orders) / (Date.now() - started)) * 1000) / 100,
  orders,
  paid,
  kinds,
};
process.stdout.write(`${JSON.stringify(totals)}\n`);
