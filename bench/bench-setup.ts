// What the bench scripts share: a throw-away database of either kind, the bare server to compare
// with, waiting for a server to answer, and a process' resident memory.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { spawn } from 'node:child_process';
import { openDatabase, type Database, type Db } from '../apps/api/src/db/database';
import { authSessions } from '../apps/api/src/modules/auth/auth.tables';
import { members } from '../apps/api/src/modules/members/members.tables';
import { newOpaqueToken } from '../apps/api/src/security/opaque-token';
import { generateLoad, type LoadResult } from './load-generator';
import { runSeeds } from '../apps/api/src/db/seed';
import { createPasswordHasher } from '../apps/api/src/security/password';

/** The PostgreSQL server the benches create their databases on. */
export const benchServerUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface ThrowAwayDatabase {
  /** what the shop's server needs to use it */
  env: Record<string, string>;
  /** opens it again (to check it after a run) */
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

/**
 * A new database of `kind` with the demo data, migrated and seeded, and `fill` run on it; a data
 * directory of its own for the embedded database, a database of its own on the PostgreSQL server.
 */
export async function throwAwayDatabase(
  kind: 'pglite' | 'postgres',
  fill: (database: Database) => Promise<void> = async () => undefined,
): Promise<ThrowAwayDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pawsook-bench-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => undefined as void;
  if (kind === 'postgres') {
    const name = `pawsook_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: benchServerUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(benchServerUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: benchServerUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const open = () => openDatabase({ databaseUrl, pgliteDataDir: path.join(dataDir, 'pglite') });
  const database = await open();
  try {
    await runSeeds(database.db, { demoData: true, passwords: createPasswordHasher(10) });
    await fill(database);
  } finally {
    await database.close();
  }
  return {
    env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    open,
    cleanup: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase();
    },
  };
}

/** Waits until `url` answers 2xx (a server starting), a minute at most. */
export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** A process' resident memory in MB. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/**
 * A bare node:http server (source for `node -e`, port in BARE_PORT): 200 bytes of JSON, or the file
 * named in BARE_BODY. What this machine does with no shop at all, measured in the same run: machines
 * of one kind differ by several times at this, so the shop's figures are read beside it.
 */
export const bareServerSource = `
const http = require('node:http');
const body = process.env.BARE_BODY ? require('node:fs').readFileSync(process.env.BARE_BODY)
  : JSON.stringify({ responseCode: '200', errorMessage: null, result: { ok: true, text: 'x'.repeat(130) } });
http.createServer((req, res) => { res.writeHead(200, { 'content-type': 'application/json' }); res.end(body); })
  .listen(Number(process.env.BARE_PORT), '127.0.0.1');
`;

/**
 * The bare server measured at 50 connections like the shop (unpinned, as the shop's server is: it
 * uses both cores, its own thread and the embedded database's).
 */
export async function measureBareServer(seconds: number, warmUpSeconds: number): Promise<LoadResult> {
  const bare = spawn(process.execPath, ['-e', bareServerSource], { env: { ...process.env, BARE_PORT: '3914' }, stdio: 'inherit' });
  try {
    await waitFor('http://127.0.0.1:3914/');
    return await generateLoad({ base: 'http://127.0.0.1:3914', connections: 50, seconds, warmUpSeconds, headers: {}, mix: { kind: 'paths', paths: ['/'] } });
  } finally {
    bare.kill();
  }
}

/** `count` confirmed members, each signed in: their ids and bearer tokens. */
export async function benchMembers(db: Db, count: number, prefix: string): Promise<{ id: number; token: string }[]> {
  const made: { id: number; token: string }[] = [];
  for (let i = 0; i < count; i++) {
    const [m] = await db
      .insert(members)
      .values({ email: `${prefix}${i}@example.com`, name: 'Bench', surname: 'Member', emailVerifiedAt: new Date() })
      .returning({ id: members.id });
    const { token, tokenHash } = newOpaqueToken();
    await db.insert(authSessions).values({ memberId: m!.id, tokenHash, expiresAt: new Date(Date.now() + 86_400_000) });
    made.push({ id: m!.id, token });
  }
  return made;
}
