import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient } from './query-client';

function setup() {
  const hooks = { onSystemError: vi.fn(), onNetworkError: vi.fn() };
  return { hooks, client: createQueryClient(hooks) };
}

const server = new ApiError({ kind: 'server', code: '500', message: 'Internal Server Error' });
const badRequest = new ApiError({ kind: 'bad-request', code: '400', message: 'x' });
const network = new ApiError({ kind: 'network', code: 'NOT_CONNECT_NETWORK', message: 'NETWORK_CONNECTION_MESSAGE' });

describe('createQueryClient', () => {
  it('opens the System Error dialog on a 500 from a query', async () => {
    const { hooks, client } = setup();
    await client.fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(server), retry: false }).catch(() => {});
    expect(hooks.onSystemError).toHaveBeenCalledOnce();
  });

  it('opens it on an unexpected exception from a mutation', async () => {
    const { hooks, client } = setup();
    const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(new TypeError('boom')) });
    await mutation.execute(undefined).catch(() => {});
    expect(hooks.onSystemError).toHaveBeenCalledOnce();
  });

  it('leaves field errors to the form', async () => {
    const { hooks, client } = setup();
    await client.fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(badRequest), retry: false }).catch(() => {});
    expect(hooks.onSystemError).not.toHaveBeenCalled();
    expect(hooks.onNetworkError).not.toHaveBeenCalled();
  });

  it('reports a lost connection separately', async () => {
    const { hooks, client } = setup();
    await client.fetchQuery({ queryKey: ['c'], queryFn: () => Promise.reject(network), retry: false }).catch(() => {});
    expect(hooks.onNetworkError).toHaveBeenCalledOnce();
    expect(hooks.onSystemError).not.toHaveBeenCalled();
  });

  it('lets a query opt out with meta.systemError = false', async () => {
    const { hooks, client } = setup();
    await client.fetchQuery({ queryKey: ['d'], queryFn: () => Promise.reject(server), retry: false, meta: { systemError: false } }).catch(() => {});
    expect(hooks.onSystemError).not.toHaveBeenCalled();
  });

  it('retries a lost connection once but never a server answer', () => {
    const { client } = setup();
    const retry = client.getDefaultOptions().queries?.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, network)).toBe(true);
    expect(retry(1, network)).toBe(false);
    expect(retry(0, server)).toBe(false);
    expect(retry(0, badRequest)).toBe(false);
  });
});
