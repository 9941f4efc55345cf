import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A column's type as `jsonb_to_recordset` reads it (a serial is an integer there). */
const recordType = (sqlType: string) => (sqlType === 'serial' ? 'integer' : sqlType === 'bigserial' ? 'bigint' : sqlType);

/**
 * Rows of `table` as ONE parameter: `insert into t (…) select … from jsonb_to_recordset($1)`. However
 * many rows a batch writes, building and sending the statement costs one JSON text instead of a
 * parameter per value (query building was a sixth of a busy server's time). The rows' keys are the
 * table's property names, as drizzle's own inserts take them; a key absent from every row keeps
 * its column's default.
 */
export function insertJsonRows<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): SQL {
  const columns = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => key in columns);
  if (keys.length === 0) throw new TypeError('insertJsonRows: rows without a column');
  const names = keys.map((key) => columns[key]!.name);
  const records = rows.map((row) => Object.fromEntries(keys.map((key, i) => [names[i], (row as Record<string, unknown>)[key] ?? null])));
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const shape = sql.join(
    keys.map((key, i) => sql`${sql.identifier(names[i]!)} ${sql.raw(recordType(columns[key]!.getSQLType()))}`),
    sql`, `,
  );
  return sql`insert into ${table} (${list}) select ${list} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${shape})`;
}
