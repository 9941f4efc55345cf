import { normalizeIP, type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { LimitCounter } from './limit-counters';

type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * `@fastify/rate-limit`'s store over one of our counters. A route's own limit counts under the
 * route's name; a budget made with `app.rateLimit()` has no route to be named after (the plugin's
 * Redis store would count every such budget under one key), so each budget names its keys itself
 * with `budgetKey`.
 */
export function rateLimitStore(counter: LimitCounter): FastifyRateLimitStoreCtor {
  class CounterStore implements FastifyRateLimitStore {
    // the plugin passes its options first; only a child is given a namespace of its own
    constructor(
      _options?: object,
      private readonly namespace = 'limit:',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      counter.hit(`${this.namespace}${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // the plugin hands a child its merged options, the route among them (none for app.rateLimit())
    child(routeOptions: ChildOptions & { routeInfo?: { method?: string; url?: string } }): FastifyRateLimitStore {
      const { method, url } = routeOptions.routeInfo ?? {};
      return new CounterStore(undefined, url ? `${this.namespace}${method}${url}:` : this.namespace);
    }
  }
  return CounterStore;
}

/**
 * The client's address as the limits count it (an IPv6 client by its /64, as the plugin does). A
 * client whose connection closed before its request was read has no address left (Node forgets a
 * closed socket's): such requests share one key rather than failing with a 500.
 */
export function clientKey(request: FastifyRequest): string {
  return request.ip ? normalizeIP(request.ip) : 'gone';
}

/** The key of a budget shared by several routes: its name and the client's address. */
export function budgetKey(name: string): (request: FastifyRequest) => string {
  return (request) => `${name}:${clientKey(request)}`;
}
