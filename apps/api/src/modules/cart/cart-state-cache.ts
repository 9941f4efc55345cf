/** What the cart answer needs of a member's stored data: the lines and the coin balance. */
export interface CartLineState {
  readonly skuId: number;
  readonly orderProductTypeId: number;
  readonly donationPlaceId: number;
  readonly amount: number;
}

export interface CartState {
  readonly lines: readonly CartLineState[];
  readonly balance: number;
}

/**
 * Which transactions a state includes: the snapshot of the statement that read it
 * (`pg_current_snapshot()`) and the transactions of this process' own writes applied to it since.
 */
export interface SeenTransactions {
  readonly xmin: number;
  readonly xmax: number;
  readonly inProgress: readonly number[];
  readonly own: readonly number[];
}

/** Parses `pg_current_snapshot()::text` ("xmin:xmax:xip,xip…") and, for a statement that also wrote, its own transaction id. */
export function seenTransactions(snapshot: string, own: string | null): SeenTransactions | null {
  const match = /^(\d+):(\d+):([\d,]*)$/.exec(snapshot);
  if (!match) return null;
  return {
    xmin: Number(match[1]),
    xmax: Number(match[2]),
    inProgress: match[3] ? match[3].split(',').map(Number) : [],
    own: own === null ? [] : [Number(own)],
  };
}

/** Whether a committed transaction's changes are in a state read with `seen` (PostgreSQL's visibility rule). */
export function includes(seen: SeenTransactions, xid: number): boolean {
  if (seen.own.includes(xid)) return true;
  if (xid < seen.xmin) return true;
  return xid < seen.xmax && !seen.inProgress.includes(xid);
}

export interface CartStateCacheOptions {
  /** members kept at most; the least recently used goes first */
  limit?: number;
  /** an entry is read again after this long, whatever happened (a safety net should a notification be lost) */
  ttlMs?: number;
  /** how long a member is not cached after `hold` (a change inside a transaction not yet committed) */
  holdMs?: number;
  /** own writes applied to one entry at most: then it is read again (each is remembered and copied with every later write) */
  ownWritesLimit?: number;
  now?: () => number;
}

interface Entry {
  readonly state: CartState;
  readonly seen: SeenTransactions | null;
  readonly until: number;
}

/** What was known of a member as one of its writes began (see `beforeWrite`). */
export type WriteTicket = { readonly entry: Entry | undefined };

/** An entry dropped by notifications while a write of the member was under way, and their transactions. */
interface Aside {
  readonly entry: Entry;
  readonly xids: number[];
  /** the member's invalidation tick when last put aside: anything later means something else happened */
  tick: number;
}

/**
 * Each member's stored cart state (lines and coin balance) as last read from the database, so a
 * cart read costs no round trip. The priced answer is never kept: it is worked out per request
 * from the current catalogue snapshot, so price, stock and time-dependent prices are always now.
 *
 * Exactness rests on these rules:
 * - every change drops the member's entry: this process' own writes call `invalidate` once the
 *   statement (or transaction) has committed, other processes' and direct SQL changes arrive as a `cart_changed` notification sent by
 *   a trigger at commit (`notified`); a lost listen connection calls `clear`;
 * - the one exception: a notification whose transaction the entry's read already included (its
 *   snapshot saw it committed, or it is the writing statement's own transaction) leaves the entry,
 *   so the notification of this process' own write does not drop the state read right after it;
 * - a read stores its result only if no invalidation of that member (nor `clear`) happened since
 *   the read began (`begin` before the query is sent, `store` after): a read that may have seen the
 *   state before a change can never overwrite the drop that change caused;
 * - this process' own write of one line (`beforeWrite`, then `wroteLine` or `wroteNothing`) is
 *   applied to the known state instead of dropping it, only if that very entry is still there
 *   untouched: it was read before the write began, so its snapshot cannot hold anything committed
 *   after the write, and anything else that changed the member since dropped or replaced it
 *   (another write's completion, a read stored afterwards, a notification). The write's
 *   transaction then counts as seen, so its own notification leaves the entry. That notification
 *   may also arrive before the write's answer: while a write of the member is under way, a
 *   notification the entry has not seen still drops it, but keeps it aside; the write applies
 *   itself to that entry only if every notification heard meanwhile was its own transaction's
 *   (notifications arrive in commit order, so anything else committed in between was heard too);
 * - `hold` (a coin movement inside a caller's transaction, whose commit this module cannot see)
 *   keeps the member out of the cache for a while, so this process reads its own write once it
 *   commits even before the notification arrives.
 */
export function createCartStateCache(options: CartStateCacheOptions = {}) {
  const limit = options.limit ?? 20_000;
  const ttlMs = options.ttlMs ?? 30_000;
  const holdMs = options.holdMs ?? 5_000;
  const ownWritesLimit = options.ownWritesLimit ?? 64;
  const now = options.now ?? Date.now;

  const entries = new Map<number, Entry>();
  /** the tick of each member's latest invalidation (only while it can matter to a running read) */
  const invalidatedAt = new Map<number, number>();
  const heldUntil = new Map<number, number>();
  /** members with writes under way (beforeWrite … wroteLine / wroteNothing), and how many */
  const writing = new Map<number, number>();
  const aside = new Map<number, Aside>();
  let heldAllUntil = 0;
  /** increases with every invalidation */
  let tick = 0;
  /** reads that began before this tick may not store (the record of older invalidations is gone) */
  let floor = 0;

  function invalidate(memberId: number): void {
    entries.delete(memberId);
    invalidatedAt.set(memberId, ++tick);
    if (invalidatedAt.size > limit) {
      floor = tick;
      invalidatedAt.clear();
    }
  }

  function ended(memberId: number): void {
    const count = (writing.get(memberId) ?? 1) - 1;
    if (count > 0) return void writing.set(memberId, count);
    writing.delete(memberId);
    // no write of the member is under way any more: nothing can take what was put aside
    aside.delete(memberId);
  }

  function isHeld(memberId: number, at: number): boolean {
    if (heldAllUntil > at) return true;
    const until = heldUntil.get(memberId);
    if (until === undefined) return false;
    if (until > at) return true;
    heldUntil.delete(memberId);
    return false;
  }

  return {
    /** The member's state if known, fresh and not dropped since it was read. */
    get(memberId: number): CartState | undefined {
      const entry = entries.get(memberId);
      if (!entry) return undefined;
      entries.delete(memberId);
      if (entry.until <= now()) return undefined;
      entries.set(memberId, entry); // most recently used last
      return entry.state;
    },

    /** Call before sending the query whose result is then given to `store`. */
    begin(): number {
      return tick;
    },

    /** Keeps a state read since `begun`, unless the member changed meanwhile; returns whether it was kept. */
    store(memberId: number, begun: number, state: CartState, seen: SeenTransactions | null = null): boolean {
      const at = now();
      if (begun < floor || (invalidatedAt.get(memberId) ?? 0) > begun || isHeld(memberId, at)) return false;
      entries.delete(memberId);
      if (entries.size >= limit) entries.delete(entries.keys().next().value!);
      entries.set(memberId, { state: freeze(state), seen, until: at + ttlMs });
      return true;
    },

    /** Call as a write of one of the member's lines is sent; then `wroteLine` or `wroteNothing` with the ticket. */
    beforeWrite(memberId: number): WriteTicket {
      writing.set(memberId, (writing.get(memberId) ?? 0) + 1);
      return { entry: entries.get(memberId) };
    },

    /** The write changed nothing (`failed`: it may have, so the member is dropped). */
    wroteNothing(memberId: number, failed: boolean): void {
      ended(memberId);
      if (failed) invalidate(memberId);
    },

    /**
     * The write of `line` (as it now is) committed in transaction `xid`: the known state gets the
     * line in place of the old one (or at the end: a new line), if the entry known when the write
     * began is still there untouched, or was put aside only for this write's own notification;
     * otherwise the member is dropped. Returns whether it was kept.
     */
    wroteLine(memberId: number, ticket: WriteTicket, line: CartLineState, xid: number): boolean {
      const putAside = aside.get(memberId);
      aside.delete(memberId);
      ended(memberId);
      let entry = entries.get(memberId);
      if (entry === undefined && putAside !== undefined && (invalidatedAt.get(memberId) ?? 0) === putAside.tick && putAside.xids.every((x) => x === xid)) {
        entry = putAside.entry;
      }
      invalidate(memberId);
      if (entry === undefined || entry !== ticket.entry || entry.seen === null || entry.until <= now()) return false;
      // its record of own writes stays short: a long one is copied with every write
      if (entry.seen.own.length >= ownWritesLimit) return false;
      const same = (l: CartLineState) =>
        l.skuId === line.skuId && l.orderProductTypeId === line.orderProductTypeId && l.donationPlaceId === line.donationPlaceId;
      const at = entry.state.lines.findIndex(same);
      const lines = at === -1 ? [...entry.state.lines, line] : entry.state.lines.map((l, i) => (i === at ? line : l));
      entries.set(memberId, {
        state: freeze({ lines, balance: entry.state.balance }),
        seen: { ...entry.seen, own: [...entry.seen.own, xid] },
        until: entry.until,
      });
      return true;
    },

    /**
     * A `cart_changed` notification: the member's data changed in transaction `xid` (committed).
     * Reads under way may have missed it; the entry stays only if its read included it.
     */
    notified(memberId: number, xid: number | null): void {
      const entry = entries.get(memberId);
      const keep = entry !== undefined && entry.seen !== null && xid !== null && includes(entry.seen, xid);
      const putAside = aside.get(memberId);
      // a write of the member is under way: this may be its own notification, ahead of its answer
      const mayBeOwn = xid !== null && !keep && (writing.get(memberId) ?? 0) > 0;
      const stillAside = putAside !== undefined && (invalidatedAt.get(memberId) ?? 0) === putAside.tick;
      invalidate(memberId);
      if (keep) entries.set(memberId, entry);
      else if (mayBeOwn && entry !== undefined) aside.set(memberId, { entry, xids: [xid], tick });
      else if (mayBeOwn && stillAside) {
        putAside.xids.push(xid);
        putAside.tick = tick;
      }
    },

    invalidate,

    /** Drops the member and keeps them out for `holdMs`: their data changes in a transaction not yet committed. */
    hold(memberId: number): void {
      invalidate(memberId);
      const at = now();
      heldUntil.set(memberId, at + holdMs);
      if (heldUntil.size > limit) {
        for (const [id, until] of heldUntil) if (until <= at) heldUntil.delete(id);
        if (heldUntil.size > limit) {
          heldAllUntil = at + holdMs;
          heldUntil.clear();
        }
      }
    },

    /** Forgets everyone (a lost notification connection: changes may have been missed). */
    clear(): void {
      entries.clear();
      aside.clear();
      invalidatedAt.clear();
      floor = ++tick;
    },

    /** for tests */
    get size(): number {
      return entries.size;
    },
  };
}

export type CartStateCache = ReturnType<typeof createCartStateCache>;

/** Entries are shared by every answer: frozen, so a caller that changes one fails loudly. */
function freeze(state: CartState): CartState {
  return Object.freeze({ lines: Object.freeze(state.lines.map((line) => Object.freeze({ ...line }))), balance: state.balance });
}
