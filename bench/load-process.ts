// The load generator's own process (see load-generator.ts): reads the spec file named on the
// command line, runs autocannon and prints its figures as JSON on stdout.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import autocannon, { type Request } from 'autocannon';
import { SIGNATURE_HEADER, signNotification, TIMESTAMP_HEADER } from '../apps/api/src/modules/payments/notification-signature';
import { loadResultOf, type LoadMix, type LoadResult, type LoadSpec } from './load-generator';

const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadSpec;

/**
 * autocannon keeps every answer's body as a string it builds chunk by chunk, for `expectBody`,
 * which the benches never use. Decoding compressed bytes as text is slow: with a body of 12 kB of
 * brotli the load generator, not the server, was the limit (a bare server sending those bytes got
 * a tenth of its rate). Bodies are counted, not kept.
 */
const require = createRequire(import.meta.url);
const queue = require('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: { addBody: (data: unknown) => void } };
queue.prototype.addBody = () => undefined;

/**
 * The same paths in turn need no code per request (autocannon cycles through `requests` on each
 * connection); the cart mix chooses each request's member and call.
 */
function requestsOf(mix: LoadMix): Request[] {
  if (mix.kind === 'paths') return mix.paths.map((p) => ({ path: p }));
  if (mix.kind === 'checkout') return checkoutRequests(mix);
  if (mix.kind === 'notify') return notifyRequests(mix);
  // in each round all members do the same kind of call, and over four rounds each member reads
  // twice, adds to and changes its own line
  return memberRounds(mix, (req, { round, skuId, headers }) => {
    switch (round % 4) {
      case 0:
      case 1:
        return { ...req, method: 'GET', path: '/api/v1/carts', headers };
      case 2:
        return { ...req, method: 'POST', path: '/api/v1/carts', headers, body: JSON.stringify({ skuId, amount: 1, orderProductTypeId: 1 }) };
      default:
        return {
          ...req,
          method: 'PATCH',
          path: `/api/v1/carts/${skuId}`,
          headers,
          body: JSON.stringify({ orderProductTypeId: 1, amount: 1 + (round % 3) }),
        };
    }
  });
}

/** A member's turn: which member, in which round, its SKU and its headers (signed in, JSON). */
interface MemberTurn {
  member: number;
  round: number;
  skuId: number;
  headers: Record<string, string>;
}

/** Every member in turn, round after round, each with its own SKU; `call` makes the turn's request. */
function memberRounds({ tokens, skus }: { tokens: string[]; skus: number[] }, call: (req: Request, turn: MemberTurn) => Request): Request[] {
  let n = 0;
  return [
    {
      setupRequest: (req) => {
        const i = n++;
        const member = i % tokens.length;
        const round = Math.floor(i / tokens.length);
        const skuId = skus[member % skus.length]!;
        const headers = { ...spec.headers, authorization: `Bearer ${tokens[member]}`, 'content-type': 'application/json' };
        return call(req, { member, round, skuId, headers });
      },
    },
  ];
}

/**
 * Every member in turn adds one unit of its SKU, sets the line to 1 (a request cut off at the end
 * of the warm-up may have left a unit behind), chooses its coins at step 2 and places the order of
 * it, round after round.
 */
function checkoutRequests(mix: Extract<LoadMix, { kind: 'checkout' }>): Request[] {
  const { orders, coinsOff } = mix;
  return memberRounds(mix, (req, { member, round, skuId, headers }) => {
    switch (round % 4) {
      case 0:
        return { ...req, method: 'POST', path: '/api/v1/carts', headers, body: JSON.stringify({ skuId, amount: 1, orderProductTypeId: 1 }) };
      case 1:
        return { ...req, method: 'PATCH', path: `/api/v1/carts/${skuId}`, headers, body: JSON.stringify({ orderProductTypeId: 1, amount: 1 }) };
      case 2:
        // step 2 keeps the coins chosen; the order is priced only from what step 2 kept (decision 0059)
        return { ...req, method: 'POST', path: '/api/v1/coin-history/use-coin-discount', headers, body: JSON.stringify({ coin: coinsOff }) };
      default:
        return {
          ...req,
          method: 'POST',
          path: '/api/v1/orders',
          headers: { ...headers, 'idempotency-key': `bench-${member}-${round}` },
          body: orders[member]!,
        };
    }
  });
}

/**
 * A provider's notifications, each signed as sent: one per order in turn (past the last order the
 * same orders again, paid already), and every tenth the previous notification delivered again.
 */
function notifyRequests({ secret, orders }: Extract<LoadMix, { kind: 'notify' }>): Request[] {
  let n = 0;
  let last = '';
  return [
    {
      setupRequest: (req) => {
        const i = n++;
        if (i % 10 !== 9 || !last) {
          const order = orders[i % orders.length]!;
          last = JSON.stringify({
            eventId: `bench-${i}`,
            orderNo: order.orderNo,
            amount: order.amount,
            currency: 'THB',
            status: 'paid',
            providerReference: `B${i}`,
          });
        }
        const timestamp = Math.floor(Date.now() / 1000);
        const headers = {
          ...spec.headers,
          'content-type': 'application/json',
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signNotification(secret, timestamp, last),
        };
        return { ...req, method: 'POST', path: '/api/v1/payments/qr/notify', headers, body: last };
      },
    },
  ];
}

const requests = requestsOf(spec.mix);
const run = (duration: number) => autocannon({ url: spec.base, connections: spec.connections, duration, headers: spec.headers, requests });
if (spec.warmUpSeconds) await run(spec.warmUpSeconds);
const startedAt = Date.now();
const result = await run(spec.seconds);
const answer: LoadResult = loadResultOf(result, startedAt);
process.stdout.write(JSON.stringify(answer));
