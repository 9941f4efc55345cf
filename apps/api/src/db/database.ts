import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { repoRoot } from '../config/config';
import { startPgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type services use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction handle; services that take part in a caller's transaction accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `onMessage` for every NOTIFY on the channel, from any process using the database.
   * `onReconnect` runs when the connection is lost (nothing is heard until it is back) and again once
   * it is back (messages may have been missed meanwhile): listeners drop what they keep both times.
   */
  listen(channel: string, onMessage: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /**
   * A statement the database plans once and then only executes: for the busiest statements, whose
   * planning costs more than running them (on the embedded database a cart statement took 0.5 ms
   * to plan and parse and 0.1 ms to run). `text` uses $1…$n, each an integer or an array of
   * integers as `types` says. Not for use inside a transaction: it runs on a connection of its own
   * choosing.
   */
  prepare<Row>(name: string, text: string, types: readonly ParameterType[]): PreparedStatement<Row>;
  close(): Promise<void>;
}

export type ParameterType = 'int' | 'int[]';
export type PreparedParameter = number | readonly number[];
export type PreparedStatement<Row> = (parameters: readonly PreparedParameter[]) => Promise<Row[]>;

/** `n` integer parameters. */
export const ints = (n: number): ParameterType[] => Array<ParameterType>(n).fill('int');

/** Statement names are SQL identifiers chosen in code; parameters only ever integers or arrays of them. */
function checkPrepared(name: string, types: readonly ParameterType[], parameters: readonly PreparedParameter[]): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new TypeError(`prepared statement name ${name}`);
  const fits = (p: PreparedParameter, i: number) =>
    types[i] === 'int' ? Number.isSafeInteger(p) : Array.isArray(p) && (p as readonly number[]).every((n) => Number.isSafeInteger(n));
  if (parameters.length !== types.length || !parameters.every(fits)) {
    throw new TypeError(`prepared statement ${name} takes (${types.join(', ')}), got ${JSON.stringify(parameters)}`);
  }
}

/** A checked parameter as SQL text: an integer, or an array literal of integers. */
const literal = (p: PreparedParameter) => (typeof p === 'number' ? String(p) : `'{${p.join(',')}}'`);

const migrationsFolder = path.join(repoRoot, 'apps/api/migrations');
// Any fixed number: instances starting together take turns migrating.
const MIGRATION_LOCK_ID = 7_270_001;

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Directory of the embedded database, or 'memory://' for a throw-away one. */
  pgliteDataDir: string;
  poolSize?: number;
}

/** Opens the database and brings its schema up to date with the SQL files in apps/api/migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openPglite(options.pgliteDataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // Postgres' default 128 MB of shared buffers would double the process' memory; the shop keeps
  // its hot data (the catalogue) in its own memory, so the embedded database needs few buffers.
  // PGlite runs on a thread of its own (pglite-thread.ts).
  const client = await startPgliteThread(dataDir, [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']);
  // the thread offers what drizzle's PGlite driver calls (query, transaction)
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    // PGlite has no named statements of the protocol: SQL's PREPARE once, then EXECUTE with the
    // integers and arrays of integers written out (checked integers, so nothing to escape)
    prepare: <Row>(name: string, text: string, types: readonly ParameterType[]): PreparedStatement<Row> => {
      let prepared: Promise<unknown> | undefined;
      return async (parameters) => {
        checkPrepared(name, types, parameters);
        prepared ??= client.exec(`PREPARE ${name}(${types.join(', ')}) AS ${text}`).catch((error: unknown) => {
          prepared = undefined;
          throw error;
        });
        await prepared;
        const [result] = await client.exec(`EXECUTE ${name}(${parameters.map(literal).join(', ')})`);
        return (result?.rows ?? []) as Row[];
      };
    },
    close: once(() => client.close()),
  };
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const db = drizzlePostgres({ client: pool, schema });
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(db, { migrationsFolder });
  } catch (error) {
    lockClient.release();
    await pool.end();
    throw error;
  }
  await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
  lockClient.release();
  const listeners: pg.Client[] = [];
  let closed = false;
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    // node-postgres prepares a named statement on each pooled connection the first time it runs there
    prepare:
      <Row>(name: string, text: string, types: readonly ParameterType[]): PreparedStatement<Row> =>
      async (parameters) => {
        checkPrepared(name, types, parameters);
        return (await pool.query({ name, text, values: parameters.map((p) => (typeof p === 'number' ? p : [...p])) })).rows as Row[];
      },
    listen: async (channel, onMessage, onReconnect) => {
      let stopped = false;
      let client: pg.Client | undefined;
      const wanted = () => !stopped && !closed;

      const open = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: databaseUrl });
        let lost = false;
        const onLost = () => {
          if (lost || !wanted()) return;
          lost = true;
          // nothing is heard until the connection is back: what the listener keeps may go stale now
          onReconnect?.();
          void reconnect();
        };
        next.on('notification', (message) => {
          if (message.channel === channel) onMessage(message.payload ?? '');
        });
        next.on('error', onLost);
        next.on('end', onLost);
        try {
          await next.connect();
          await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          lost = true;
          await next.end().catch(() => undefined);
          throw error;
        }
        client = next;
        listeners.push(next);
      };

      /** Tries again, waiting 1 s, then up to 10 s between attempts, until it is back or stopped. */
      const reconnect = async (): Promise<void> => {
        for (let wait = 1000; wanted(); wait = Math.min(wait * 2, 10_000)) {
          await new Promise((resolve) => setTimeout(resolve, wait).unref());
          if (!wanted()) return;
          try {
            await open();
            // let the listener catch up on anything missed meanwhile
            onReconnect?.();
            return;
          } catch {
            // the server is still away: wait longer
          }
        }
      };

      await open();
      return async () => {
        stopped = true;
        await client?.end().catch(() => undefined);
      };
    },
    close: once(async () => {
      closed = true;
      await Promise.all(listeners.map((c) => c.end().catch(() => undefined)));
      await pool.end();
    }),
  };
}

/** Closing twice (a test that breaks the database, then shuts down) is not an error. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
