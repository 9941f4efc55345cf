import type { FastifyInstance } from 'fastify';

export interface Shutdown {
  /** true from the stop signal on: /readyz answers 503 and every answer asks its client to close the connection */
  readonly draining: boolean;
  /** true when the grace time ran out with requests still running (they were cut off) */
  readonly cutShort: boolean;
  /** The stop signal came: say so to the load balancer; requests are still served as before. */
  drain(): void;
  /** Work beside the requests (a timer, a listener, the mail outbox): stopped once no request runs any more. */
  afterRequests(stop: () => Promise<unknown> | void): void;
  /** What everything else uses (the database): closed at the very end. */
  last(close: () => Promise<void>): void;
  /** requests started and not yet answered */
  inFlight(): number;
}

/**
 * How the server stops (decision 0072). `app.close()` closes the listener and idle connections,
 * and lets the connections still busy finish (Fastify); then this waits for every request still
 * running, stops the background work, and closes the database last. Fastify's own wait is not
 * enough: a request whose client has gone (a load generator stopped, a shopper closing the tab)
 * has no connection left, so the server counts as closed while its handler still runs, and a
 * database closed under it answered 500 "the database thread stopped". So requests are counted
 * from their first hook to their answer. Past `graceMs` from the start of `app.close()`, the
 * connections still open are cut and the rest goes on regardless, so a hung request cannot keep
 * the process (and its embedded database) from closing properly.
 *
 * Create it before anything else registers an `onClose` hook: Fastify runs those last-registered
 * first, so this one, registered first, runs after them all.
 */
export function createShutdown(app: FastifyInstance, options: { graceMs: number }): Shutdown {
  let draining = false;
  let cutShort = false;
  let inFlight = 0;
  let whenIdle: (() => void) | null = null;
  const counted = new WeakSet<object>();
  const jobs: (() => Promise<unknown> | void)[] = [];
  const lasts: (() => Promise<void>)[] = [];

  const finished = (request: object) => {
    if (!counted.delete(request)) return;
    inFlight--;
    if (inFlight === 0) whenIdle?.();
  };
  // callback hooks: they wait for nothing, and an async hook costs a promise per request
  app.addHook('onRequest', (request, _reply, done) => {
    counted.add(request);
    inFlight++;
    done();
  });
  // the answer is on its way: the request's own work (its queries) is over; onSend comes too for a
  // client that has gone, onResponse does not
  app.addHook('onSend', (request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    finished(request);
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    finished(request);
    done();
  });

  let graceTimer: NodeJS.Timeout | undefined;
  let graceOver: () => void = () => undefined;
  const gracePassed = new Promise<void>((resolve) => (graceOver = resolve));
  app.addHook('preClose', (done) => {
    draining = true;
    graceTimer = setTimeout(() => {
      cutShort = true;
      app.log.warn({ inFlight }, 'shutdown: the grace time ran out; cutting off the requests still running');
      app.server.closeAllConnections();
      graceOver();
    }, options.graceMs);
    // a stop that ends sooner clears it; this only keeps it from holding a process that is done
    graceTimer.unref();
    done();
  });

  app.addHook('onClose', async () => {
    if (inFlight > 0) {
      app.log.info({ inFlight }, 'shutdown: waiting for requests whose clients have gone');
      await Promise.race([new Promise<void>((resolve) => (whenIdle = resolve)), gracePassed]);
    }
    clearTimeout(graceTimer);
    // each on its own: one that fails (even at once) neither keeps the others running nor the database open
    const stopped = await Promise.allSettled(jobs.map(async (stop) => stop()));
    for (const result of stopped) if (result.status === 'rejected') app.log.error({ err: result.reason }, 'shutdown: stopping background work failed');
    for (const close of lasts) await close();
  });

  return {
    get draining() {
      return draining;
    },
    get cutShort() {
      return cutShort;
    },
    drain: () => void (draining = true),
    afterRequests: (stop) => void jobs.push(stop),
    last: (close) => void lasts.push(close),
    inFlight: () => inFlight,
  };
}
