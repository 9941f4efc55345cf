import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queriesAsOf } from './ssr-state';

describe('queriesAsOf', () => {
  it('hands over a kept page’s data as fetched now, so the app does not ask for it again', () => {
    const drawnAt = Date.parse('2026-11-27T01:00:00Z');
    const server = new QueryClient();
    server.setQueryData(['products', 'detail', 'th', 1], { name: 'Royal Canin' }, { updatedAt: drawnAt });
    const now = drawnAt + 60 * 60_000;

    const browser = new QueryClient();
    hydrate(browser, queriesAsOf(dehydrate(server), now));

    const state = browser.getQueryState(['products', 'detail', 'th', 1]);
    expect(state?.data).toEqual({ name: 'Royal Canin' });
    expect(state?.dataUpdatedAt).toBe(now);
  });
});
