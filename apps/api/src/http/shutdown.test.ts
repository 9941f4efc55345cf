import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createShutdown, type Shutdown } from './shutdown';

/** A promise and the way to settle it, for a handler the test lets go on. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

interface Shop {
  app: FastifyInstance;
  shutdown: Shutdown;
  port: number;
  /** what happened, in order */
  events: string[];
  /** resolves when the slow handler has begun */
  slowStarted: Promise<void>;
  /** lets the slow handler finish */
  release: () => void;
  /** resolves when a hook registered after the shutdown has run */
  laterHookRan: Promise<void>;
}

const running: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.close().catch(() => undefined)));
});

/** A server built as the shop's is: the shutdown first, a "database" closed last, one slow route. */
async function shop(graceMs = 10_000): Promise<Shop> {
  const app = Fastify({ return503OnClosing: false, forceCloseConnections: 'idle' });
  const shutdown = createShutdown(app, { graceMs });
  const events: string[] = [];
  let databaseOpen = true;
  shutdown.last(async () => {
    databaseOpen = false;
    events.push('database closed');
  });
  shutdown.afterRequests(() => void events.push('background work stopped'));
  // a plugin's own hook, registered later, as every module's is
  const laterHook = gate();
  app.addHook('onClose', async () => {
    events.push('a later onClose hook');
    laterHook.open();
  });
  const started = gate();
  const released = gate();
  app.get('/slow', async () => {
    started.open();
    await released.opened;
    events.push(databaseOpen ? 'slow request used the database' : 'slow request found the database closed');
    return { ok: true };
  });
  app.get('/quick', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  running.push(app);
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, shutdown, port: address.port, events, slowStarted: started.opened, release: released.open, laterHookRan: laterHook.opened };
}

/** Sends a whole request on a connection of its own; the test hangs up once the server has it. */
function requestOnItsOwn(port: number, path: string) {
  const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.1\r\nhost: shop\r\n\r\n`));
  socket.on('error', () => undefined);
  return { hangUp: () => socket.destroy() };
}

describe('createShutdown', () => {
  it('lets a request whose client has gone finish before the background work stops and the database closes', async () => {
    const s = await shop();
    // as a load generator stopped mid-run does
    const client = requestOnItsOwn(s.port, '/slow');
    await s.slowStarted;
    client.hangUp();
    expect(s.shutdown.inFlight()).toBe(1);

    const closed = s.app.close();
    // no connection is left, so Fastify has closed the server and runs the onClose hooks: on its
    // own it would close the database now, under the request
    await s.laterHookRan;
    // a turn of the event loop: the rest of the stop (immediate here) would have run by now
    await new Promise((resolve) => setImmediate(resolve));
    expect(s.events).toEqual(['a later onClose hook']);
    s.release();
    await closed;

    expect(s.events).toEqual(['a later onClose hook', 'slow request used the database', 'background work stopped', 'database closed']);
    expect(s.shutdown.cutShort).toBe(false);
    expect(s.shutdown.inFlight()).toBe(0);
  });

  it('answers a request in flight in full, asking its client to close the connection, once the stop has begun', async () => {
    const s = await shop();
    const answer = fetch(`http://127.0.0.1:${s.port}/slow`);
    await s.slowStarted;
    s.shutdown.drain();
    expect(s.shutdown.draining).toBe(true);
    const closed = s.app.close();
    s.release();
    const res = await answer;
    expect(res.status).toBe(200);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toEqual({ ok: true });
    await closed;
    expect(s.events.at(-1)).toBe('database closed');
  });

  it('closes idle keep-alive connections with the listener, so they keep nothing open', async () => {
    const s = await shop();
    const first = await fetch(`http://127.0.0.1:${s.port}/quick`);
    expect(first.headers.get('connection')).toBe('keep-alive');
    await first.text();
    // the keep-alive connection stays idle in fetch's pool; close must not wait for it
    await s.app.close();
    expect(s.events.at(-1)).toBe('database closed');
  });

  it('closes the database even when stopping a piece of background work fails', async () => {
    const app = Fastify({ logger: { level: 'silent' } });
    const shutdown = createShutdown(app, { graceMs: 10_000 });
    const events: string[] = [];
    shutdown.afterRequests(() => {
      throw new Error('a listener that cannot stop');
    });
    shutdown.afterRequests(async () => void events.push('the other work stopped'));
    shutdown.last(async () => void events.push('database closed'));
    await app.ready();
    await app.close();
    expect(events).toEqual(['the other work stopped', 'database closed']);
  });

  it('cuts off a request that outlasts the grace time, and still closes the database last', async () => {
    const s = await shop(200);
    const answer = fetch(`http://127.0.0.1:${s.port}/slow`).then(
      (res) => res.status,
      (error: unknown) => (error as { cause?: { code?: string } }).cause?.code ?? 'failed',
    );
    await s.slowStarted;
    await s.app.close();
    expect(s.shutdown.cutShort).toBe(true);
    expect(s.events).toEqual(['a later onClose hook', 'background work stopped', 'database closed']);
    expect(await answer).not.toBe(200);
    s.release();
  });
});
