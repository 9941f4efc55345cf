import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config/config';

export interface TestServer {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> */
  url: string;
  config: AppConfig;
  request(path: string, init?: RequestInit & { json?: unknown; lang?: 'th' | 'en' }): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read whatever the server sent
  text: string;
}

/**
 * A fresh database for one test file: an in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function freshDatabaseUrl(): Promise<{ databaseUrl?: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { drop: async () => undefined };
  const name = `pawsook_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Starts the real server on a free port with its own database, listening on loopback; or on a
 * database it is given (another instance's URL in `overrides`, or the open `database`), which it
 * leaves as it found it.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  overrides: Partial<AppConfig> = {},
  { database }: BuildAppOptions = {},
): Promise<TestServer> {
  const given = database !== undefined || overrides.databaseUrl !== undefined;
  const { databaseUrl, drop } = given ? { databaseUrl: undefined, drop: async () => undefined } : await freshDatabaseUrl();
  const config: AppConfig = {
    // A lower scrypt cost keeps the many sign-ins of the tests fast; the cost itself has a unit test.
    ...loadConfig({ LOG_LEVEL: 'silent', PASSWORD_SCRYPT_LOG_N: '12', ...env }),
    pgliteDataDir: 'memory://',
    databaseUrl,
    ...overrides,
  };
  const app = await buildApp(config, { database });
  // A fixed PORT only when a test needs to know it before start (the social sandbox calls itself).
  await app.listen({ port: env.PORT ? Number(env.PORT) : 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const url = `http://127.0.0.1:${address.port}`;

  return {
    app,
    url,
    config,
    async request(path, init = {}) {
      const { json, lang, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (lang) headers.set('lang', lang);
      if (json !== undefined) headers.set('content-type', 'application/json');
      const response = await fetch(url + path, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
      const text = await response.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: the test reads `text`
      }
      return { status: response.status, headers: response.headers, body, text };
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}

/**
 * Another instance of the shop on `first`'s database: its own connections to the PostgreSQL
 * database, or the same embedded one. Close it before `first`, which drops the database.
 */
export function startAnotherInstance(first: TestServer, env: Record<string, string> = {}): Promise<TestServer> {
  const { databaseUrl } = first.config;
  return databaseUrl ? startTestServer(env, { databaseUrl }) : startTestServer(env, {}, { database: first.app.database });
}
