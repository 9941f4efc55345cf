// The embedded database's own thread (see pglite-thread.ts): PGlite runs here, and the server's
// thread sends it statements as messages. Every call PGlite takes runs as it would in-process;
// its single connection still runs one statement (or one transaction) at a time.
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import type { ThreadNotification, ThreadRequest, ThreadReply, SerialisedError } from './pglite-thread';

/**
 * PostgreSQL's WebAssembly stays on V8's baseline compiler: the optimising compiler's background
 * recompiles of its large functions kept 50–60 MB of native memory, for ≈ 6 % more CPU per statement
 * (docs/performance.md). The flags only concern WebAssembly and must be set before PGlite compiles.
 */
v8.setFlagsFromString('--no-wasm-dynamic-tiering');
v8.setFlagsFromString('--no-wasm-tier-up');

/**
 * A garbage collection of this thread's own heap, run after large answers: an idle worker thread
 * never collects by itself, so the rows of the catalogue's start-up read (tens of MB) stayed.
 */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
let collecting: NodeJS.Timeout | undefined;
function collectSoon(): void {
  clearTimeout(collecting);
  collecting = setTimeout(collectGarbage, 1000).unref();
}
const LARGE_ANSWER_ROWS = 1000;

const { dataDir, startParams } = workerData as { dataDir: string; startParams: string[] };
const port = parentPort!;

/** What drizzle asks of PGlite: dates and intervals left as the text PostgreSQL sends. */
const asText = (value: string) => value;
const textParsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, asText]),
);

/**
 * Notifications heard and not yet sent: a statement that writes many members' carts raises one
 * per member, and they go to the server's thread as one message, always ahead of the answer that
 * follows them (the cart's state cache relies on that order).
 */
let heard: ThreadNotification[] = [];
function sendHeard(): void {
  if (heard.length === 0) return;
  port.postMessage({ id: -1, notifications: heard } satisfies ThreadReply);
  heard = [];
}

const reply = (message: ThreadReply) => {
  sendHeard();
  port.postMessage(message);
};

function serialise(error: unknown): SerialisedError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: SerialisedError = { message: error.message, name: error.name };
  for (const key of ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity', 'position', 'where'] as const) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

/** Open transactions by id: each waits in PGlite's transaction() for the server's commit or rollback. */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }>();
let nextTransaction = 1;
/** thrown inside a transaction to roll it back at the server's request */
const ROLLBACK = Symbol('rollback');

let client: PGlite;
try {
  client = await PGlite.create(dataDir, { startParams });
  reply({ id: 0, result: 'ready' });
} catch (error) {
  reply({ id: 0, error: serialise(error) });
  process.exit(1);
}

async function handle(request: ThreadRequest): Promise<unknown> {
  const on = request.tx === undefined ? client : open.get(request.tx)?.tx;
  if (!on) throw new Error(`transaction ${request.tx} is not open`);
  switch (request.op) {
    case 'query': {
      const result = await on.query(request.text, request.params, {
        rowMode: request.rowMode,
        ...(request.textDates ? { parsers: textParsers } : {}),
      });
      if (result.rows.length >= LARGE_ANSWER_ROWS) collectSoon();
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec':
      return (await on.exec(request.text)).map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
    case 'begin': {
      const id = nextTransaction++;
      return new Promise<number>((begun, failed) => {
        let end!: (commit: boolean) => void;
        const decided = new Promise<boolean>((resolve) => (end = resolve));
        const done = client
          .transaction(async (tx) => {
            open.set(id, { tx, end, done });
            begun(id);
            if (!(await decided)) throw ROLLBACK;
          })
          .catch((error: unknown) => {
            if (error !== ROLLBACK) throw error;
          })
          .finally(() => open.delete(id));
        // a transaction that could not even begin
        done.catch(failed);
      });
    }
    case 'end': {
      const transaction = open.get(request.tx!)!;
      transaction.end(request.commit);
      await transaction.done;
      return null;
    }
    case 'listen':
      await client.listen(request.channel, (payload) => {
        // sent on their own as well, should no answer follow in this turn
        if (heard.push({ channel: request.channel, payload }) === 1) queueMicrotask(sendHeard);
      });
      return null;
    case 'close':
      await client.close();
      return null;
  }
}

port.on('message', (request: ThreadRequest) => {
  handle(request).then(
    (result) => reply({ id: request.id, result }),
    (error: unknown) => reply({ id: request.id, error: serialise(error) }),
  );
});
