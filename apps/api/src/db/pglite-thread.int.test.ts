import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { isUniqueViolation } from './errors';

/** The embedded database on its own thread behaves as PGlite in the server's thread did. */
describe('the embedded database on its own thread', () => {
  let database: Database;
  const rows = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows;

  beforeAll(async () => {
    database = await openDatabase({ pgliteDataDir: 'memory://' });
    await database.db.execute(sql`create table thread_test (id int primary key, note text, at timestamptz default now(), doc jsonb)`);
  });
  afterAll(() => database.close());

  it('answers statements with the types drizzle and the shop expect', async () => {
    await database.db.execute(sql`insert into thread_test (id, note, doc) values (1, ${'อาหารแมว'}, ${JSON.stringify({ a: [1, 2] })}::jsonb)`);
    const [row] = await rows<{ id: number; note: string; at: unknown; doc: unknown }>(database.db.execute(sql`select * from thread_test where id = 1`));
    expect(row).toMatchObject({ id: 1, note: 'อาหารแมว', doc: { a: [1, 2] } });
    // drizzle keeps timestamps as the text PostgreSQL sends
    expect(typeof row!.at).toBe('string');
    const prepared = database.prepare<{ id: number; doubled: number }>('thread_test_doubled', 'select id, id * 2 as doubled from thread_test where id = $1', [
      'int',
    ]);
    expect(await prepared([1])).toEqual([{ id: 1, doubled: 2 }]);
    expect(await prepared([1])).toEqual([{ id: 1, doubled: 2 }]);
    await expect(prepared([1.5])).rejects.toThrow(TypeError);
    const summed = database.prepare<{ total: number; n: number }>(
      'thread_test_sum',
      'select sum(x)::int as total, count(*)::int as n from unnest($1::int[]) x',
      ['int[]'],
    );
    expect(await summed([[1, 2, 39]])).toEqual([{ total: 42, n: 3 }]);
    expect(await summed([[]])).toEqual([{ total: null, n: 0 }]);
    await expect(summed([[1, 0.5]])).rejects.toThrow(TypeError);
    await expect(summed([1])).rejects.toThrow(TypeError);
  });

  it('passes database errors on with their code, and stays usable', async () => {
    const error = await database.db.execute(sql`insert into thread_test (id) values (1)`).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(await rows(database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });

  it('commits a transaction that finishes, rolls back one that throws, and keeps other statements out while one is open', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_test (id, note) values (2, 'kept')`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_test (id, note) values (3, 'dropped')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // a failing statement inside a transaction rolls it back too
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_test (id, note) values (4, 'dropped')`);
        await tx.execute(sql`insert into thread_test (id) values (2)`);
      }),
    ).rejects.toSatisfy(isUniqueViolation);

    // a statement sent while a transaction is open runs after it: it sees all of it or none
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const open = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_test (id, note) values (5, 'first')`);
      await held;
      await tx.execute(sql`update thread_test set note = 'second' where id = 5`);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = rows<{ note: string }>(database.db.execute(sql`select note from thread_test where id = 5`));
    release();
    await open;
    expect(await outside).toEqual([{ note: 'second' }]);

    const ids = await rows<{ id: number }>(database.db.execute(sql`select id from thread_test order by id`));
    expect(ids.map((r) => r.id)).toEqual([1, 2, 5]);
  });

  it('runs parallel transactions one after the other', async () => {
    await database.db.execute(sql`insert into thread_test (id, note) values (10, '0')`);
    await Promise.all(
      Array.from({ length: 10 }, () =>
        database.db.transaction(async (tx) => {
          const [row] = await rows<{ note: string }>(tx.execute(sql`select note from thread_test where id = 10`));
          await tx.execute(sql`update thread_test set note = ${String(Number(row!.note) + 1)} where id = 10`);
        }),
      ),
    );
    expect(await rows(database.db.execute(sql`select note from thread_test where id = 10`))).toEqual([{ note: '10' }]);
  });

  it('delivers notifications to every listener of the channel', async () => {
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = await database.listen('thread_channel', (payload) => first.push(payload));
    await database.listen('thread_channel', (payload) => second.push(payload));
    await database.db.execute(sql`select pg_notify('thread_channel', 'hello')`);
    await expect.poll(() => [first, second]).toEqual([['hello'], ['hello']]);
    await stopFirst();
    await database.db.execute(sql`select pg_notify('thread_channel', 'again')`);
    await expect.poll(() => second).toEqual(['hello', 'again']);
    expect(first).toEqual(['hello']);
  });
});
