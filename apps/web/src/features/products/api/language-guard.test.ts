import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLanguage } from './language-guard';

function contextFor(client: QueryClient, queryKey: readonly unknown[]): QueryFunctionContext {
  return { client, queryKey, signal: new AbortController().signal, meta: undefined } as unknown as QueryFunctionContext;
}

describe('inLanguage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server when the query is in the language the shop speaks', async () => {
    vi.stubGlobal('document', { documentElement: { lang: 'th' } });
    const fetch = vi.fn().mockResolvedValue('fresh');
    expect(await inLanguage(contextFor(new QueryClient(), ['p', 'th']), 'th', fetch)).toBe('fresh');
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('keeps the old language’s answer right after a switch instead of storing the new language under its key', async () => {
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
    const client = new QueryClient();
    client.setQueryData(['p', 'th'], 'ไทย');
    const fetch = vi.fn().mockResolvedValue('English');
    expect(await inLanguage(contextFor(client, ['p', 'th']), 'th', fetch)).toBe('ไทย');
    expect(fetch).not.toHaveBeenCalled();
    // nothing kept yet: ask anyway
    expect(await inLanguage(contextFor(client, ['q', 'th']), 'th', fetch)).toBe('English');
  });
});
