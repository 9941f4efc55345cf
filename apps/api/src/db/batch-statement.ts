import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from './database';

/** A part a step added: its name, and how many rows it must return for the batch to stand. */
export interface BatchPart {
  name: string;
  wanted: number;
}

/**
 * One writing statement that several modules' steps add their parts to (named `with` parts), sent
 * in one round trip inside the caller's transaction: a batch of orders costs one statement
 * however many modules it touches. Parts run in the order they were added where one names an
 * earlier one (`after`), which is how steps keep one lock order for every statement.
 */
export function createBatchStatement() {
  const parts: SQL[] = [];
  const counted: BatchPart[] = [];
  return {
    /** Adds a part; with `wanted`, the rows it must return (fewer: `run`'s answer says it fell short). */
    add(name: string, body: SQL, wanted?: number): BatchPart {
      parts.push(sql`${sql.identifier(name)} as (${body})`);
      const part = { name, wanted: wanted ?? 0 };
      if (wanted !== undefined) counted.push(part);
      return part;
    },

    /** A condition true once the named part has run, for a later part whose row locks must come after that part's. */
    after(part: BatchPart | null): SQL {
      return part ? sql`(select count(*) from ${sql.identifier(part.name)}) >= 0` : sql`true`;
    },

    /** Sends the statement; the answer tells, for each counted part, whether it returned all the rows it wanted. */
    async run(tx: Tx): Promise<{ fellShort(part: BatchPart | null): boolean }> {
      if (parts.length === 0) return { fellShort: () => false };
      const counts =
        counted.length > 0
          ? sql.join(
              counted.map((p) => sql`(select count(*) from ${sql.identifier(p.name)})::int as ${sql.identifier(p.name)}`),
              sql`, `,
            )
          : sql`1`;
      const answer = (await tx.execute(sql`with ${sql.join(parts, sql`, `)} select ${counts}`)) as unknown as { rows: Record<string, number>[] };
      const row = answer.rows[0] ?? {};
      return { fellShort: (part) => part !== null && (row[part.name] ?? 0) < part.wanted };
    },
  };
}

export type BatchStatement = ReturnType<typeof createBatchStatement>;
