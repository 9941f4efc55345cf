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
 * Starts the real server on a free port with its own database, listening on loopback. A second
 * instance of the same shop is given the first one's database (`options.database`, an embedded one
 * it does not close) or its `databaseUrl`.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  overrides: Partial<AppConfig> = {},
  options: BuildAppOptions = {},
): Promise<TestServer> {
  const { databaseUrl, drop } = await freshDatabaseUrl();
  const config: AppConfig = {
    // A lower scrypt cost keeps the many sign-ins of the tests fast; the cost itself has a unit test.
    ...loadConfig({ LOG_LEVEL: 'silent', PASSWORD_SCRYPT_LOG_N: '12', ...env }),
    pgliteDataDir: 'memory://',
    databaseUrl,
    ...overrides,
  };
  const app = await buildApp(config, options);
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
