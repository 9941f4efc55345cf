import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/database';
import { DONATION_CATEGORY_ID } from '../catalog/catalog-view';
import type { CartState } from './cart-state-cache';

/**
 * The cart's busiest statements, planned once by the database (Database.prepare): every cart read
 * that misses the in-memory state, every add and every change of a quantity. Parameters are
 * integers in the order of each statement's comment.
 */

/** $1 member → the lines (in the order they were added), the coin balance and the statement's snapshot; no row for an unknown member. */
const STATE = `
  select pg_current_snapshot()::text as snapshot,
    (select coalesce(sum(c.coin), 0)::int from coin_ledger c where c.member_id = $1) as balance,
    (select json_agg(json_build_object('skuId', l.sku_id, 'orderProductTypeId', l.order_product_type_id,
              'donationPlaceId', l.donation_place_id, 'amount', l.amount) order by l.created_at, l.id)
       from cart_lines l where l.member_id = $1) as lines
  from members where members.id = $1`;

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
        and (p.category_id = ${DONATION_CATEGORY_ID}) = ($6::int = 1)
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
 * Sets the quantity of a line the member may change (normal and donated lines; complimentary and
 * free lines are fixed), within the stock.
 * $1 member, $2 SKU, $3 line type, $4 donation place (0 unless donated), $5 amount → the line's amount and the write's transaction, or no row.
 */
const SET_AMOUNT = `
  update cart_lines set amount = $5::int, updated_at = now()
  where member_id = $1::int and sku_id = $2::int and order_product_type_id = $3::int and donation_place_id = $4::int
    and order_product_type_id in (1, 2)
    and $5::int <= (select stock from product_skus where id = $2::int)
  returning amount, pg_current_xact_id()::text as own`;

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
  const state = database.prepare<{ snapshot: string; balance: number; lines: CartState['lines'] | null }>('cart_state', STATE, 1);
  const put = {
    refuse: database.prepare<{ amount: number; own: string }>('cart_put_refuse', putText('refuse'), 6),
    cap: database.prepare<{ amount: number; own: string }>('cart_put_cap', putText('cap'), 6),
  };
  const setAmount = database.prepare<{ amount: number; own: string }>('cart_set_amount', SET_AMOUNT, 5);

  return {
    /** The member's stored state and the snapshot it was read in, or undefined for an unknown member. */
    async state(memberId: number) {
      const [row] = await state([memberId]);
      return row;
    },

    /** Adds to the line or creates it (see putText); null when nothing was written. */
    async put(memberId: number, line: StoredLine, mode: 'refuse' | 'cap'): Promise<LineWritten | null> {
      return written((await put[mode](putParameters(memberId, line)))[0]);
    },

    /** The same put inside a caller's transaction. */
    async putIn(tx: DbOrTx, memberId: number, line: StoredLine): Promise<number | null> {
      const result = (await tx.execute(sql.raw(withIntegers(putText('refuse'), putParameters(memberId, line))))) as unknown as { rows: { amount: number }[] };
      return result.rows[0]?.amount ?? null;
    },

    /** Sets a changeable line's quantity within the stock; null when no line was changed. */
    async setAmount(memberId: number, line: StoredLine): Promise<LineWritten | null> {
      return written((await setAmount([memberId, line.skuId, line.orderProductTypeId, line.donationPlaceId, line.amount]))[0]);
    },
  };
}
