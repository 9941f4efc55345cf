import { describe, expect, it } from 'vitest';
import { coinKeys, coinHistoryQuery, rewardSkusQuery } from './coin-queries';

describe('coinKeys', () => {
  it('keeps every coin query under the member, so log-out and redeem reach them all', () => {
    const prefix = coinKeys.all('42');
    expect(prefix).toEqual(['member', '42', 'coins']);
    for (const key of [coinKeys.balance('42'), coinKeys.rewards('42', 'th', 2, 12, 'asc'), coinKeys.history('42', 'en', 1)]) {
      expect(key.slice(0, prefix.length)).toEqual(prefix);
    }
  });

  it('asks again for texts in another language and for another page or order', () => {
    const key = (lang: 'th' | 'en', page: number, orderBy: 'asc' | 'desc') => JSON.stringify(rewardSkusQuery('1', lang, { page, limit: 12, orderBy }).queryKey);
    expect(new Set([key('th', 1, 'desc'), key('en', 1, 'desc'), key('th', 2, 'desc'), key('th', 1, 'asc')]).size).toBe(4);
    expect(coinHistoryQuery('1', 'th', 1).queryKey).not.toEqual(coinHistoryQuery('1', 'en', 1).queryKey);
  });
});
