/**
 * Values by key held to a budget of bytes, the least recently used given up first: the kept pages,
 * the catalogue's kept answers and the hot image files. `cost` counts what an entry holds (its
 * key too, where the client chooses the key); a value costing more than the whole budget is not kept.
 */
export function createBoundedLru<V>(maxBytes: number, cost: (key: string, value: V) => number) {
  // a Map iterates in insertion order: re-inserting on each use keeps the least recent first
  const entries = new Map<string, V>();
  let bytes = 0;

  function remove(key: string): void {
    const old = entries.get(key);
    if (old === undefined) return;
    entries.delete(key);
    bytes -= cost(key, old);
  }

  return {
    /** The value, counted as used now. */
    use(key: string): V | undefined {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    has: (key: string): boolean => entries.has(key),
    /** Keeps `value` as the most recent, in place of the key's old one, and gives up the least recent past the budget. */
    set(key: string, value: V): void {
      remove(key);
      const size = cost(key, value);
      if (size > maxBytes) return;
      entries.set(key, value);
      bytes += size;
      for (const [oldest, old] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= cost(oldest, old);
      }
    },
    delete: remove,
    clear(): void {
      entries.clear();
      bytes = 0;
    },
    /** Bytes held now. */
    bytes: (): number => bytes,
    /** Entries held now. */
    count: (): number => entries.size,
  };
}

export type BoundedLru<V> = ReturnType<typeof createBoundedLru<V>>;
