import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../../test/test-server';
import { openDatabase, type Database } from './database';

describe.runIf(process.env.TEST_DATABASE_URL)('listening on the PostgreSQL server', () => {
  let database: Database;
  let databaseUrl: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ databaseUrl, drop } = (await freshDatabaseUrl()) as { databaseUrl: string; drop: () => Promise<void> });
    database = await openDatabase({ databaseUrl, pgliteDataDir: 'memory://' });
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  async function notify(payload: string): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`select pg_notify('test_channel', $1)`, [payload]);
    await client.end();
  }

  it('comes back after the server drops its connection, and says so when it goes and when it is back', async () => {
    const heard: string[] = [];
    let resets = 0;
    const stop = await database.listen(
      'test_channel',
      (payload) => heard.push(payload),
      () => resets++,
    );
    try {
      await notify('before');
      await expect.poll(() => heard).toEqual(['before']);

      // the server ends the listening session (a restart, a failover, an administrator)
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`);
      await admin.end();
      await expect.poll(() => resets, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);

      await notify('after');
      await expect.poll(() => heard, { timeout: 10_000 }).toEqual(['before', 'after']);
    } finally {
      await stop();
    }
  });
});
