// The scale bench's load generator, in a process of its own as load-process.ts is: each connection
// is a shopper going through a whole purchase again and again, and the order number the shop
// answers is what the payment that follows pays, so bodies are read here (they are small JSON).
import { readFileSync } from 'node:fs';
import autocannon, { type Request } from 'autocannon';
import { SIGNATURE_HEADER, signNotification, TIMESTAMP_HEADER } from '../apps/api/src/modules/payments/notification-signature';
import { loadResultOf } from './load-generator';
import type { JourneyResult, JourneySpec } from './shopper-journeys';

const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as JourneySpec;

/** each call's refusals (4xx, 5xx) in the measured run: how many, and the first answer's body */
const refusals: Record<string, { count: number; sample: string }> = {};
let measuring = false;

interface Turn {
  member?: number;
  orderNo?: string;
  amount?: string;
}

/** keys and event ids unique across the runs on one database */
const run = `${process.pid}-${Date.now()}`;
let nextMember = 0;
let sequence = 0;

const json = { 'content-type': 'application/json' };
const signedIn = (turn: Turn) => ({ ...spec.headers, ...json, authorization: `Bearer ${spec.shoppers[turn.member!]!.token}` });
const shopper = (turn: Turn) => spec.shoppers[turn.member!]!;

/**
 * One purchase: the listing and the product page, the SKU into the cart and set to one unit, coins
 * chosen at step 2, the order placed, then paid by the bank's signed notification. A shopper whose
 * order was refused reads its cart instead of paying.
 */
const steps: [string, (req: Request, turn: Turn) => Request][] = [
  [
    'list',
    (req, turn) => {
      turn.member = nextMember++ % spec.shoppers.length;
      return { ...req, method: 'GET', path: '/api/v1/products?page=1&limit=20' };
    },
  ],
  ['product', (req, turn) => ({ ...req, method: 'GET', path: `/api/v1/products/${shopper(turn).productId}` })],
  [
    'add to cart',
    (req, turn) => ({
      ...req,
      method: 'POST',
      path: '/api/v1/carts',
      headers: signedIn(turn),
      body: JSON.stringify({ skuId: shopper(turn).skuId, amount: 1, orderProductTypeId: 1 }),
    }),
  ],
  [
    'set one unit',
    (req, turn) => ({
      ...req,
      method: 'PATCH',
      path: `/api/v1/carts/${shopper(turn).skuId}`,
      headers: signedIn(turn),
      body: JSON.stringify({ orderProductTypeId: 1, amount: 1 }),
    }),
  ],
  [
    'coins off',
    (req, turn) => ({
      ...req,
      method: 'POST',
      path: '/api/v1/coin-history/use-coin-discount',
      headers: signedIn(turn),
      body: JSON.stringify({ coin: spec.coinsOff }),
    }),
  ],
  [
    'place order',
    (req, turn) => ({
      ...req,
      method: 'POST',
      path: '/api/v1/orders',
      headers: { ...signedIn(turn), 'idempotency-key': `scale-${run}-${sequence++}` },
      body: shopper(turn).order,
    }),
  ],
  [
    'pay',
    (req, turn) => {
      if (!turn.orderNo) return { ...req, method: 'GET', path: '/api/v1/carts', headers: signedIn(turn), body: undefined };
      const body = JSON.stringify({
        eventId: `scale-${run}-${sequence++}`,
        orderNo: turn.orderNo,
        amount: turn.amount,
        currency: 'THB',
        status: 'paid',
        providerReference: `S${sequence}`,
      });
      const timestamp = Math.floor(Date.now() / 1000);
      const headers = {
        ...spec.headers,
        ...json,
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signNotification(spec.notifySecret, timestamp, body),
      };
      return { ...req, method: 'POST', path: '/api/v1/payments/qr/notify', headers, body };
    },
  ],
];

const journey: Request[] = steps.map(([call, setupRequest]) => ({
  setupRequest: (req, context) => setupRequest(req, context as Turn),
  onResponse: (status, body, context) => {
    const turn = context as Turn;
    if (call === 'place order' && status === 200) {
      const placed = (JSON.parse(body) as { result: { orderNo: string; netTotalPrice: number } }).result;
      turn.orderNo = placed.orderNo;
      turn.amount = placed.netTotalPrice.toFixed(2);
    }
    if (measuring && status >= 400) {
      const seen = (refusals[`${call} ${status}`] ??= { count: 0, sample: body.slice(0, 240) });
      seen.count++;
    }
  },
}));

const load = (duration: number) => autocannon({ url: spec.base, connections: spec.connections, duration, headers: spec.headers, requests: journey });
if (spec.warmUpSeconds) await load(spec.warmUpSeconds);
measuring = true;
const startedAt = Date.now();
const result = await load(spec.seconds);
const answer: JourneyResult = { ...loadResultOf(result, startedAt), refusals };
process.stdout.write(JSON.stringify(answer));
