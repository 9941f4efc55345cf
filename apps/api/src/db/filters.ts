import { gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The pattern characters of (i)like taken literally: "50%" finds "50%", not "50…". */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for (i)like. */
export const containing = (text: string): string => `%${literal(text)}%`;

/** `text%` for (i)like. */
export const startingWith = (text: string): string => `${literal(text)}%`;

/** A Bangkok calendar day's first instant (the shop's days are Bangkok days). */
const bangkokDayStart = (day: string) => new Date(`${day}T00:00:00+07:00`);

/** A timestamp within Bangkok days `from`–`to` (YYYY-MM-DD, both included; either may be open). */
export function withinBangkokDays(column: PgColumn, from: string | undefined, to: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, bangkokDayStart(from)));
  if (to) conditions.push(lt(column, sql`${bangkokDayStart(to)}::timestamptz + interval '1 day'`));
  return conditions;
}
