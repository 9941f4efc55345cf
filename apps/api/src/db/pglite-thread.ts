import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { repoRoot } from '../config/config';

/**
 * The embedded database (PGlite) on a thread of its own, behind the part of PGlite's interface
 * that drizzle and the shop use: query, exec, transaction, listen, close. PGlite runs PostgreSQL
 * as WebAssembly on the thread that calls it; on the server's thread every statement (0.1–0.3 ms)
 * stopped all answering meanwhile, so with many members writing their carts the one thread did
 * both jobs. On its own thread the database works while the server answers.
 */

export interface SerialisedError {
  message: string;
  name?: string;
  code?: string;
  detail?: string;
  hint?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  severity?: string;
  position?: string;
  where?: string;
}

export type ThreadRequest = { id: number; tx?: number } & (
  | { op: 'query'; text: string; params?: unknown[]; rowMode?: 'array' | 'object'; textDates: boolean }
  | { op: 'exec'; text: string }
  | { op: 'begin' }
  | { op: 'end'; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'close' }
);

/** A request before it is numbered. */
type Unsent = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, 'id'> : never) : never;

/** A NOTIFY heard by the database thread. */
export interface ThreadNotification {
  channel: string;
  payload: string;
}

/** id 0: started; id −1: notifications, in the order heard; otherwise the answer to the request with that id. */
export type ThreadReply = { id: number; result?: unknown; error?: SerialisedError; notifications?: ThreadNotification[] };

export interface Results<Row = Record<string, unknown>> {
  rows: Row[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** drizzle passes parsers that keep dates as text; that is the only kind it passes */
  parsers?: Record<number, unknown>;
}

/** What drizzle's PGlite driver calls on a client or a transaction. */
export interface QueryClient {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>>;
  exec(text: string): Promise<Results[]>;
}

export interface PgliteThread extends QueryClient {
  transaction<T>(work: (tx: QueryClient) => Promise<T>): Promise<T>;
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

function deserialise(error: SerialisedError): Error {
  return Object.assign(new Error(error.message), error);
}

/**
 * The worker's script: the bundle's, next to main.js; when the server runs from its sources (tests,
 * `npm run dev:api`) the worker's source is bundled on the spot into node_modules/.cache (a worker
 * thread does not take tsx's loader).
 */
async function workerScript(): Promise<URL> {
  const bundled = new URL('./pglite-worker.js', import.meta.url);
  if (existsSync(bundled)) return bundled;
  const source = fileURLToPath(new URL('./pglite-worker.ts', import.meta.url));
  const outfile = path.join(repoRoot, 'node_modules/.cache/pawsook/pglite-worker.mjs');
  building ??= (async () => {
    const { build } = await import('esbuild');
    const result = await build({ entryPoints: [source], outfile, bundle: true, platform: 'node', format: 'esm', packages: 'external', write: false });
    // test files start servers in parallel processes: each writes its copy aside, then renames it into place
    mkdirSync(path.dirname(outfile), { recursive: true });
    const aside = `${outfile}.${process.pid}`;
    writeFileSync(aside, result.outputFiles[0]!.contents);
    renameSync(aside, outfile);
  })();
  await building;
  return pathToFileURL(outfile);
}
let building: Promise<void> | undefined;

/** Starts PGlite on its own thread with the data directory and PostgreSQL start parameters given. */
export async function startPgliteThread(dataDir: string, startParams: string[]): Promise<PgliteThread> {
  const worker = new Worker(await workerScript(), { workerData: { dataDir, startParams } });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let failure: Error | undefined;

  const started = new Promise<void>((resolve, reject) => {
    waiting.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (message: ThreadReply) => {
    if (message.id === -1) {
      for (const { channel, payload } of message.notifications!) {
        for (const listener of listeners.get(channel) ?? []) listener(payload);
      }
      return;
    }
    const call = waiting.get(message.id);
    if (!call) return;
    waiting.delete(message.id);
    if (message.error) call.reject(deserialise(message.error));
    else call.resolve(message.result);
  });
  // the thread is gone: every call waiting and every later one fails
  const fail = (error: Error) => {
    failure = error;
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the database thread stopped (${code})`)));
  await started;

  function call<T>(request: Unsent): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  }

  const clientOn = (tx?: number): QueryClient => ({
    query: (text, params, options) => call({ op: 'query', text, params, rowMode: options?.rowMode, textDates: options?.parsers !== undefined, tx }),
    exec: (text) => call({ op: 'exec', text, tx }),
  });

  return {
    ...clientOn(),

    async transaction(work) {
      const tx = await call<number>({ op: 'begin' });
      let result;
      try {
        result = await work(clientOn(tx));
      } catch (error) {
        await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },

    async listen(channel, onMessage) {
      let channelListeners = listeners.get(channel);
      if (!channelListeners) {
        listeners.set(channel, (channelListeners = new Set()));
        await call({ op: 'listen', channel });
      }
      channelListeners.add(onMessage);
      return async () => {
        channelListeners.delete(onMessage);
      };
    },

    async close() {
      if (failure) return;
      await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
