import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { createBatchStatement } from './batch-statement';
import type { Tx } from './database';

/** A transaction stand-in that keeps the statements it is sent and answers with the given counts. */
function recordingTx(counts: Record<string, number>) {
  const sent: string[] = [];
  const dialect = new PgDialect();
  const tx = {
    execute: async (query: SQL) => {
      sent.push(dialect.sqlToQuery(query).sql);
      return { rows: [counts] };
    },
  } as unknown as Tx;
  return { tx, sent };
}

describe('a batch statement', () => {
  it('sends every step’s part in one statement and counts the parts that must take rows', async () => {
    const statement = createBatchStatement();
    const stock = statement.add('taken', sql`update t set n = n - 1 returning id`, 2);
    statement.add('written', sql`insert into o select 1`);
    statement.add('used', sql`update c set n = n + 1 where ${statement.after(stock)} returning id`, 1);
    const { tx, sent } = recordingTx({ taken: 2, used: 1 });
    const outcome = await statement.run(tx);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('with "taken" as (update t');
    expect(sent[0]).toContain('(select count(*) from "taken") >= 0');
    expect(sent[0]).toContain('(select count(*) from "used")::int as "used"');
    expect(sent[0]).not.toContain('from "written")');
    expect(outcome.fellShort(stock)).toBe(false);
  });

  it('says which part fell short of the rows it wanted', async () => {
    const statement = createBatchStatement();
    const stock = statement.add('taken', sql`select 1`, 3);
    const codes = statement.add('used', sql`select 1`, 1);
    const outcome = await statement.run(recordingTx({ taken: 2, used: 1 }).tx);
    expect(outcome.fellShort(stock)).toBe(true);
    expect(outcome.fellShort(codes)).toBe(false);
    expect(outcome.fellShort(null)).toBe(false);
  });

  it('sends nothing when no step added a part', async () => {
    const { tx, sent } = recordingTx({});
    expect((await createBatchStatement().run(tx)).fellShort(null)).toBe(false);
    expect(sent).toEqual([]);
  });
});
