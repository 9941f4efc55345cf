import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { satangToBaht } from '@pawsook/shared/money/money';
import { memberIdOfSearch } from '@pawsook/shared/schemas/staff-members';
import type { Db } from '../../db/database';
import { containing } from '../../db/filters';
import { notFound } from '../../http/app-error';
import type { CoinLedgerPages } from '../coins/coin-ledger-pages.service';
import type { CoinsService } from '../coins/coins.service';
import type { OrderFigures } from '../orders/order-figures.service';
import { members } from './members.tables';

/** What a member's page reads of the coins and orders modules. */
export interface StaffMembersSources {
  coins: Pick<CoinsService, 'balanceOf'>;
  ledger: CoinLedgerPages;
  orders: Pick<OrderFigures, 'latestOfMember'>;
}

/** Members as support sees them: found by part of an e-mail, name or phone, or by id; never a password or a token. */
export function createStaffMembers(db: Db, sources: StaffMembersSources) {
  // the balance inside the same statement; the member's id written out qualified, as drizzle names a one-table query's columns bare
  const coins = sources.coins.balanceOf(sql`"members"."id"`);
  const row = {
    id: members.id,
    email: members.email,
    name: members.name,
    surname: members.surname,
    phone: members.phone1,
    emailConfirmed: sql<boolean>`${members.emailVerifiedAt} is not null`,
    coins,
    createdAt: members.createdAt,
  };
  const found = (q: string) => {
    if (!q) return undefined;
    const part = containing(q);
    const id = memberIdOfSearch(q);
    return or(
      ...(id === null ? [] : [eq(members.id, id)]),
      ilike(members.email, part),
      ilike(sql`${members.name} || ' ' || ${members.surname}`, part),
      ilike(members.phone1, part),
      ilike(members.phone2, part),
    );
  };
  const exists = async (id: number) => {
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.id, id));
    if (!member) throw notFound();
  };
  const toRow = <R extends { createdAt: Date }>(r: R) => ({ ...r, createdAt: r.createdAt.toISOString() });

  return {
    /** 404 unless the member exists. */
    exists,

    async search(query: { q: string; page: number; limit: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select(row)
          .from(members)
          .where(found(query.q))
          .orderBy(desc(members.createdAt), desc(members.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(members).where(found(query.q)),
      ]);
      return { total: total?.n ?? 0, members: rows.map(toRow) };
    },

    async detail(id: number) {
      const [member] = await db
        .select({
          ...row,
          birthDate: members.birthDate,
          language: members.language,
          passwordHash: members.passwordHash,
          googleId: members.googleId,
          facebookId: members.facebookId,
          lineId: members.lineId,
        })
        .from(members)
        .where(eq(members.id, id));
      if (!member) throw notFound();
      const [ledger, latest] = await Promise.all([sources.ledger.latest(id, 100), sources.orders.latestOfMember(id, 50)]);
      const { passwordHash, googleId, facebookId, lineId, ...profile } = member;
      return {
        ...toRow(profile),
        signInWith: [
          ...(passwordHash ? (['password'] as const) : []),
          ...(googleId ? (['google'] as const) : []),
          ...(facebookId ? (['facebook'] as const) : []),
          ...(lineId ? (['line'] as const) : []),
        ],
        ledger: ledger.map((l) => ({ at: l.createdAt.toISOString(), coin: l.coin, activity: l.activity, reference: l.reference })),
        orders: latest.map((o) => ({
          orderNo: o.orderNo,
          createdAt: o.createdAt.toISOString(),
          statusId: o.statusId,
          netTotal: satangToBaht(o.netTotalSatang),
        })),
      };
    },

    /** The member's coin ledger a page at a time, newest first, with the balance (the sum of every line). */
    async coinLedger(id: number, query: { page: number; limit: number }) {
      await exists(id);
      const { entries, total, balance } = await sources.ledger.page(id, query);
      return {
        balance,
        total,
        entries: entries.map(({ createdAt, ...entry }) => ({ ...entry, at: createdAt.toISOString() })),
      };
    },
  };
}

export type StaffMembers = ReturnType<typeof createStaffMembers>;
