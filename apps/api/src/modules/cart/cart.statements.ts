import { sql } from 'drizzle-orm';
import { ints, type Database, type DbOrTx, type ParameterType } from '../../db/database';
import { isDonationCategory } from '../catalog/catalog.steps';
import type { CartState } from './cart-state-cache';

/**
 * The cart's busiest statements, planned once by the database (Database.prepare): every cart read
 * that misses the in-memory state, every add and every change of a quantity, the last three for
 * many members at once. Parameters are integers, or arrays of them, in the order of each
 * statement's comment.
 */

/**
 * $1 members → for each known member its lines (in the order they were added), its coin balance
 * and the statement's snapshot, read together (statement-batcher.ts).
 */
const STATES = `
  select m.id as member_id, pg_current_snapshot()::text as snapshot,
    (select coalesce(sum(c.coin), 0)::int from coin_ledger c where c.member_id = m.id) as balance,
    (select json_agg(json_build_object('skuId', l.sku_id, 'orderProductTypeId', l.order_product_type_id,
              'donationPlaceId', l.donation_place_id, 'amount', l.amount) order by l.created_at, l.id)
       from cart_lines l where l.member_id = m.id) as lines
  from members m where m.id = any($1::int[])`;

/** A member's stored cart as read: the lines, the coin balance and the snapshot it was read in. */
export interface StoredState {
  snapshot: string;
  balance: number;
  lines: CartState['lines'] | null;
}

/**
 * Adds to a line, or creates it, in ONE statement: the SKU must be on sale with stock, donation
 * products go only in donated lines (and only they), and the new amount must stay within the stock
 * (`refuse`) or is trimmed to it (`cap`, merging a guest cart). The upsert locks the line's row, so
 * two tabs adding at once are applied one after the other and never pass the stock — without a
 * lock or a transaction round trip of our own.
 * $1 member, $2 SKU, $3 line type, $4 donation place (0 unless donated), $5 amount, $6 1 when donated
 * → the line's amount and the write's transaction, or no row.
 */
function putText(mode: 'refuse' | 'cap'): string {
  const firstAmount = mode === 'cap' ? 'least($5::int, sku.stock)' : '$5::int';
  const stockOf = '(select stock from product_skus where id = excluded.sku_id)';
  const newAmount = mode === 'cap' ? `least(cart_lines.amount + excluded.amount, ${stockOf})` : 'cart_lines.amount + excluded.amount';
  return `
    with sku as (
      select s.id, s.stock from product_skus s join products p on p.id = s.product_id
      where s.id = $2::int and s.display_status = 'active' and p.display_status = 'active' and s.stock > 0
        and (${isDonationCategory('p.category_id')}) = ($6::int = 1)
    )
    insert into cart_lines (member_id, sku_id, order_product_type_id, donation_place_id, amount)
    select $1::int, sku.id, $3::int, $4::int, ${firstAmount} from sku
    where ${firstAmount} <= sku.stock
    on conflict (member_id, sku_id, order_product_type_id, donation_place_id) do update
      set amount = ${newAmount}, updated_at = now()
      where ${newAmount} <= ${stockOf}
    returning amount, pg_current_xact_id()::text as own`;
}

/**
 * Many members' line writes in ONE statement (statement-batcher.ts: at most one write per member, so
 * no row is written twice): adds (op 1, as putText's `refuse`) and new quantities of lines the
 * member may change (op 2: normal and donated lines; complimentary and free lines are fixed),
 * within the stock, each under the same rules as alone. Each write answers, in the order given, its
 * line's new amount and the transaction, or — when it wrote nothing — what the database held at
 * the statement's start to say why: the SKU (found, on sale, stock, a donation product) and, for
 * a change, the line's type if the line exists.
 * $1 op, $2 member, $3 SKU, $4 line type, $5 donation place (0 unless donated), $6 amount, $7 1 when donated: arrays of one length.
 */
const WRITE_MANY = `
  with v as (
    select * from unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[])
      with ordinality as v(op, member_id, sku_id, type_id, place_id, amount, donated, i)
  ),
  sku as (
    select s.id, s.stock, s.display_status = 'active' and p.display_status = 'active' as on_sale,
      ${isDonationCategory('p.category_id')} as donation_product
    from product_skus s join products p on p.id = s.product_id
    where s.id in (select sku_id from v)
  ),
  put as (
    insert into cart_lines (member_id, sku_id, order_product_type_id, donation_place_id, amount)
    select v.member_id, v.sku_id, v.type_id, v.place_id, v.amount from v join sku on sku.id = v.sku_id
    where v.op = 1 and sku.on_sale and sku.stock > 0 and sku.donation_product = (v.donated = 1) and v.amount <= sku.stock
    on conflict (member_id, sku_id, order_product_type_id, donation_place_id) do update
      set amount = cart_lines.amount + excluded.amount, updated_at = now()
      where cart_lines.amount + excluded.amount <= (select stock from product_skus where id = excluded.sku_id)
    returning member_id, sku_id, order_product_type_id, donation_place_id, amount, pg_current_xact_id()::text as own
  ),
  changed as (
    update cart_lines l set amount = v.amount, updated_at = now()
    from v join sku on sku.id = v.sku_id
    where v.op = 2 and l.member_id = v.member_id and l.sku_id = v.sku_id and l.order_product_type_id = v.type_id
      and l.donation_place_id = v.place_id and l.order_product_type_id in (1, 2) and v.amount <= sku.stock
    returning l.member_id, l.sku_id, l.order_product_type_id, l.donation_place_id, l.amount, pg_current_xact_id()::text as own
  ),
  written as (select * from put union all select * from changed)
  select v.i::int as i, w.amount, w.own, sku.id is not null as sku_found, sku.on_sale, sku.stock, sku.donation_product,
    case when v.op = 2 and w.amount is null then
      (select l.order_product_type_id::int from cart_lines l
       where l.member_id = v.member_id and l.sku_id = v.sku_id and l.order_product_type_id = v.type_id and l.donation_place_id = v.place_id)
    end as line_type
  from v
  left join sku on sku.id = v.sku_id
  left join written w on w.member_id = v.member_id and w.sku_id = v.sku_id and w.order_product_type_id = v.type_id and w.donation_place_id = v.place_id
  order by v.i`;

interface WriteManyRow {
  i: number;
  amount: number | null;
  own: string | null;
  sku_found: boolean;
  on_sale: boolean | null;
  stock: number | null;
  donation_product: boolean | null;
  line_type: number | null;
}

/** One write of a batch: an add to a line (`put`) or a new quantity (`set`). */
export interface LineWrite {
  op: 'put' | 'set';
  memberId: number;
  line: StoredLine;
}

/** Why a write wrote nothing, as the database saw it when the statement began. */
export type LineRefusal = 'cannotAdd' | 'unavailable' | 'exceedsStock' | 'notFound' | 'fixedLine' | 'cannotIncrease';

export type LineWriteOutcome = { written: LineWritten } | { refused: LineRefusal };

/** The outcome of one write from its row of WRITE_MANY. */
function outcomeOf(write: LineWrite, row: WriteManyRow): LineWriteOutcome {
  if (row.amount !== null && row.own !== null) return { written: { amount: row.amount, xid: Number(row.own) } };
  if (write.op === 'set') {
    if (row.line_type === null) return { refused: 'notFound' };
    return { refused: row.line_type === 3 || row.line_type === 4 ? 'fixedLine' : 'cannotIncrease' };
  }
  if (!row.sku_found) return { refused: 'cannotAdd' };
  if (!row.on_sale || (row.stock ?? 0) <= 0) return { refused: 'unavailable' };
  if (row.donation_product !== (write.line.orderProductTypeId === 2)) return { refused: 'cannotAdd' };
  return { refused: 'exceedsStock' };
}

/** A line as written: `donationPlaceId` 0 unless donated. */
export interface StoredLine {
  skuId: number;
  orderProductTypeId: 1 | 2 | 3 | 4;
  donationPlaceId: number;
  amount: number;
}

const putParameters = (memberId: number, line: StoredLine) => [
  memberId,
  line.skuId,
  line.orderProductTypeId,
  line.donationPlaceId,
  line.amount,
  line.orderProductTypeId === 2 ? 1 : 0,
];

/** The integers written into the text: for the rare put inside a caller's transaction (prepared statements run outside one). */
function withIntegers(text: string, parameters: readonly number[]): string {
  if (!parameters.every((p) => Number.isSafeInteger(p))) throw new TypeError(`integers expected: ${JSON.stringify(parameters)}`);
  return text.replace(/\$(\d+)/g, (_, n: string) => String(parameters[Number(n) - 1]));
}

/** A line's amount after a write, and the write's transaction. */
export interface LineWritten {
  amount: number;
  xid: number;
}

const written = (row: { amount: number; own: string } | undefined): LineWritten | null => (row ? { amount: row.amount, xid: Number(row.own) } : null);

export function cartStatements(database: Pick<Database, 'prepare'>) {
  const states = database.prepare<StoredState & { member_id: number }>('cart_states', STATES, ['int[]']);
  const putCapped = database.prepare<{ amount: number; own: string }>('cart_put_cap', putText('cap'), ints(6));
  const writeMany = database.prepare<WriteManyRow>('cart_write_many', WRITE_MANY, Array<ParameterType>(7).fill('int[]'));

  return {
    /** Each member's stored state and the snapshot it was read in, in order; undefined for an unknown member. */
    async states(memberIds: readonly number[]): Promise<(StoredState | undefined)[]> {
      const byMember = new Map((await states([memberIds])).map((row) => [row.member_id, row]));
      return memberIds.map((id) => byMember.get(id));
    },

    /** Adds to the line or creates it, trimmed to the stock (a guest cart's line after sign-in); null when nothing was written. */
    async putCapped(memberId: number, line: StoredLine): Promise<LineWritten | null> {
      return written((await putCapped(putParameters(memberId, line)))[0]);
    },

    /** Adds to the line or creates it within the stock, inside a caller's transaction (the reward exchange): the line's amount, or null. */
    async putIn(tx: DbOrTx, memberId: number, line: StoredLine): Promise<number | null> {
      const result = (await tx.execute(sql.raw(withIntegers(putText('refuse'), putParameters(memberId, line))))) as unknown as { rows: { amount: number }[] };
      return result.rows[0]?.amount ?? null;
    },

    /** Many members' writes in one statement (at most one per member): their outcomes, in order. */
    async writeMany(writes: readonly LineWrite[]): Promise<LineWriteOutcome[]> {
      const column = (of: (w: LineWrite) => number) => writes.map(of);
      const rows = await writeMany([
        column((w) => (w.op === 'put' ? 1 : 2)),
        column((w) => w.memberId),
        column((w) => w.line.skuId),
        column((w) => w.line.orderProductTypeId),
        column((w) => w.line.donationPlaceId),
        column((w) => w.line.amount),
        column((w) => (w.line.orderProductTypeId === 2 ? 1 : 0)),
      ]);
      if (rows.length !== writes.length) throw new Error(`${writes.length} cart writes answered ${rows.length} rows`);
      return writes.map((w, i) => outcomeOf(w, rows[i]!));
    },
  };
}
