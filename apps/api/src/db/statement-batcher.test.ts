import { describe, expect, it } from 'vitest';
import { createKeyGate, createStatementBatcher } from './statement-batcher';

/** A database stand-in whose batches finish when the test says so. */
function recordingRun(options: { fail?: (writes: readonly string[]) => boolean } = {}) {
  const batches: string[][] = [];
  const finishers: (() => void)[] = [];
  const run = (writes: readonly string[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push([...writes]);
      finishers.push(() => (options.fail?.(writes) ? reject(new Error(`failed ${writes.join(',')}`)) : resolve(writes.map((w) => `done ${w}`))));
    });
  /** Finishes the oldest unfinished batch and lets the batcher go on. */
  const finishNext = async () => {
    finishers.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return {
    run,
    batches,
    finishNext,
    get unfinished() {
      return finishers.length;
    },
  };
}

describe('the statement batcher', () => {
  it('sends a write at once when the database is free, and the writes that came meanwhile together', async () => {
    const db = recordingRun();
    const batcher = createStatementBatcher({ run: db.run, maxInFlight: 1, maxBatch: 100 });
    const first = batcher.submit(1, 'a');
    expect(db.batches).toEqual([['a']]);
    const later = [batcher.submit(2, 'b'), batcher.submit(3, 'c'), batcher.submit(4, 'd')];
    expect(db.batches).toHaveLength(1);
    expect(batcher.waiting).toBe(3);
    await db.finishNext();
    expect(await first).toBe('done a');
    expect(db.batches).toEqual([['a'], ['b', 'c', 'd']]);
    await db.finishNext();
    expect(await Promise.all(later)).toEqual(['done b', 'done c', 'done d']);
    expect(batcher.waiting).toBe(0);
  });

  it('keeps several batches with the database when allowed', () => {
    const db = recordingRun();
    const batcher = createStatementBatcher({ run: db.run, maxInFlight: 2, maxBatch: 100 });
    void batcher.submit(1, 'a');
    void batcher.submit(2, 'b');
    void batcher.submit(3, 'c');
    expect(db.batches).toEqual([['a'], ['b']]);
    expect(batcher.waiting).toBe(1);
  });

  it('never puts two writes of one key in a batch or with the database at once, and keeps their order', async () => {
    const db = recordingRun();
    const batcher = createStatementBatcher({ run: db.run, maxInFlight: 2, maxBatch: 100 });
    const writes = [batcher.submit(1, 'a1'), batcher.submit(1, 'a2'), batcher.submit(2, 'b1'), batcher.submit(1, 'a3'), batcher.submit(2, 'b2')];
    // a1 goes; a2 waits for it, so b1 goes in the second batch alone
    expect(db.batches).toEqual([['a1'], ['b1']]);
    await db.finishNext();
    expect(db.batches[2]).toEqual(['a2']);
    await db.finishNext();
    expect(db.batches[3]).toEqual(['b2']);
    await db.finishNext();
    expect(db.batches[4]).toEqual(['a3']);
    while (db.unfinished > 0) await db.finishNext();
    expect(await Promise.all(writes)).toEqual(['done a1', 'done a2', 'done b1', 'done a3', 'done b2']);
  });

  it('sends at most maxBatch writes at once', async () => {
    const db = recordingRun();
    const batcher = createStatementBatcher({ run: db.run, maxInFlight: 1, maxBatch: 2 });
    const writes = ['a', 'b', 'c', 'd', 'e', 'f'].map((w, i) => batcher.submit(i, w));
    while (db.unfinished > 0) await db.finishNext();
    expect(db.batches).toEqual([['a'], ['b', 'c'], ['d', 'e'], ['f']]);
    expect(await Promise.all(writes)).toHaveLength(6);
  });

  it('runs a failed batch again one write at a time, so only the bad write fails', async () => {
    const db = recordingRun({ fail: (writes) => writes.includes('bad') });
    const batcher = createStatementBatcher({ run: db.run, maxInFlight: 1, maxBatch: 100 });
    const first = batcher.submit(1, 'a');
    const rest = [batcher.submit(2, 'b'), batcher.submit(3, 'bad'), batcher.submit(4, 'c')].map((p) => p.then(String, (e: Error) => e.message));
    while (db.unfinished > 0) await db.finishNext();
    expect(await first).toBe('done a');
    expect(await Promise.all(rest)).toEqual(['done b', 'failed bad', 'done c']);
    expect(db.batches).toEqual([['a'], ['b', 'bad', 'c'], ['b'], ['bad'], ['c']]);
    // and the batcher goes on afterwards
    const after = batcher.submit(3, 'd');
    await db.finishNext();
    expect(await after).toBe('done d');
  });

  it('runs a batch that answers the wrong number of outcomes again one write at a time', async () => {
    const db = recordingRun();
    const batcher = createStatementBatcher<string, string>({
      run: async (writes) => (writes.length > 1 ? ['one for all'] : db.run(writes)),
      maxInFlight: 1,
      maxBatch: 100,
    });
    const first = batcher.submit(1, 'x');
    const pair = Promise.all([batcher.submit(2, 'a'), batcher.submit(3, 'b')]);
    while (db.unfinished > 0 || db.batches.length < 3) await db.finishNext();
    expect(await first).toBe('done x');
    expect(await pair).toEqual(['done a', 'done b']);
  });

  it('holds a key back while a batcher sharing its gate has an item of it with the database', async () => {
    const carts = recordingRun();
    const orders = recordingRun();
    const gate = createKeyGate();
    const cartWrites = createStatementBatcher({ run: carts.run, maxInFlight: 2, maxBatch: 100, gate });
    const placing = createStatementBatcher({ run: orders.run, maxInFlight: 2, maxBatch: 100, gate });
    const write = cartWrites.submit(1, 'add of 1');
    const order = placing.submit(1, 'order of 1');
    const other = placing.submit(2, 'order of 2');
    // member 2 goes at once; member 1's order waits for member 1's cart write
    expect(orders.batches).toEqual([['order of 2']]);
    await carts.finishNext();
    expect(await write).toBe('done add of 1');
    expect(orders.batches).toEqual([['order of 2'], ['order of 1']]);
    while (orders.unfinished > 0) await orders.finishNext();
    expect(await Promise.all([order, other])).toEqual(['done order of 1', 'done order of 2']);
  });
});
