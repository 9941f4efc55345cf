import { describe, expect, it } from 'vitest';
import { memoryCounter } from './limit-counters';
import { budgetKey, clientKey, rateLimitStore } from './rate-limit-store';

function incr(store: InstanceType<ReturnType<typeof rateLimitStore>>, key: string): Promise<number> {
  return new Promise((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result!.current)), 60_000, 10));
}

describe('rateLimitStore', () => {
  it("counts a route's own limit apart from the global one, and a budget of app.rateLimit() under the global names", async () => {
    const Store = rateLimitStore(memoryCounter());
    const global = new Store({});
    const route = global.child({ routeInfo: { method: 'POST', url: '/api/v1/x' } } as never);
    const budget = global.child({ routeInfo: {} } as never);
    expect(await incr(global, '127.0.0.1')).toBe(1);
    expect(await incr(route, '127.0.0.1')).toBe(1);
    expect(await incr(global, '127.0.0.1')).toBe(2);
    // a budget names its keys itself (budgetKey), so they never meet the global ones
    expect(await incr(budget, 'signin:127.0.0.1')).toBe(1);
    expect(await incr(budget, 'signin:127.0.0.1')).toBe(2);
  });

  it('keys a client by its address, an IPv6 one by its /64, and one whose connection is gone without failing', () => {
    const request = (ip: string | undefined) => ({ ip }) as never;
    expect(clientKey(request('203.0.113.7'))).toBe('203.0.113.7');
    expect(clientKey(request('2001:db8:1:2:3:4:5:6'))).toBe(clientKey(request('2001:db8:1:2:ffff::1')));
    expect(clientKey(request(undefined))).toBe('gone');
    expect(budgetKey('signin')(request(undefined))).toBe('signin:gone');
  });
});
