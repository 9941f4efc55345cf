import { describe, expect, it } from 'vitest';
import { historyTabOf, ORDER_HISTORY_TAB_STORAGE_KEY, ORDER_HISTORY_TABS, readHistoryTab, rememberHistoryTab } from './order-history-tab';

function memoryStorage() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('the order-history tab of a status (member-area spec §2)', () => {
  it('gives step 3 the tabs of statuses 2, 1 and 4 for paid, waiting and expired (cart spec §2)', () => {
    expect(historyTabOf(2)).toBe(2);
    expect(historyTabOf(1)).toBe(1);
    expect(historyTabOf(12)).toBe(4);
  });

  it('follows the tab to status mapping for the rest', () => {
    for (const statusId of [3, 4, 5, 6, 7, 11]) expect(historyTabOf(statusId), String(statusId)).toBe(ORDER_HISTORY_TABS.processing);
    expect(historyTabOf(8)).toBe(ORDER_HISTORY_TABS.done);
    for (const statusId of [9, 10]) expect(historyTabOf(statusId), String(statusId)).toBe(ORDER_HISTORY_TABS.failed);
    expect(historyTabOf(99)).toBe(ORDER_HISTORY_TABS.all);
  });
});

describe('the remembered tab', () => {
  it('is all orders when nothing is kept, or without storage', () => {
    expect(readHistoryTab(memoryStorage())).toBe(ORDER_HISTORY_TABS.all);
    expect(readHistoryTab(null)).toBe(ORDER_HISTORY_TABS.all);
  });

  it('is kept in session storage and read back', () => {
    const storage = memoryStorage();
    rememberHistoryTab(ORDER_HISTORY_TABS.failed, storage);
    expect(storage.data.get(ORDER_HISTORY_TAB_STORAGE_KEY)).toBe('4');
    expect(readHistoryTab(storage)).toBe(4);
    rememberHistoryTab(ORDER_HISTORY_TABS.waiting, storage);
    expect(readHistoryTab(storage)).toBe(1);
  });

  it('ignores what is not a tab', () => {
    const storage = memoryStorage();
    for (const raw of ['9', '-1', '1.5', 'two', '', ' ']) {
      storage.data.set(ORDER_HISTORY_TAB_STORAGE_KEY, raw);
      expect(readHistoryTab(storage), raw).toBe(ORDER_HISTORY_TABS.all);
    }
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => rememberHistoryTab(2, broken)).not.toThrow();
    expect(readHistoryTab(broken)).toBe(ORDER_HISTORY_TABS.all);
  });
});
