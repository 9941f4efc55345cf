import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyForAttempt, newOrderAttemptKey } from './order-attempt-key';

/** What POST /api/v1/orders accepts as an Idempotency-Key (apps/api orders.routes.ts). */
const SERVER_KEY = /^[A-Za-z0-9._:-]{8,100}$/;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('newOrderAttemptKey', () => {
  it('is a version-4 UUID the server accepts, new every time', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newOrderAttemptKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) {
      expect(key).toMatch(UUID_V4);
      expect(key).toMatch(SERVER_KEY);
    }
  });

  it('needs no crypto.randomUUID (absent on http://192.168.x.y, an insecure context)', () => {
    const getRandomValues = vi.fn(<T extends ArrayBufferView | null>(bytes: T) => {
      if (bytes instanceof Uint8Array) bytes.fill(0xff);
      return bytes;
    });
    vi.stubGlobal('crypto', { getRandomValues });
    expect(newOrderAttemptKey()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(getRandomValues).toHaveBeenCalledOnce();
  });

  it('sets the version and variant bits whatever the random bytes', () => {
    expect(newOrderAttemptKey((bytes) => bytes.fill(0))).toBe('00000000-0000-4000-8000-000000000000');
  });
});

describe('keyForAttempt', () => {
  const makeKey = () => 'fresh-key-0001';

  it('makes a new key for a first attempt, and after an answered one', () => {
    expect(keyForAttempt(null, '{"a":1}', makeKey)).toBe('fresh-key-0001');
  });

  it('sends the unanswered attempt’s key again with the very same body, so a lost answer makes no second order', () => {
    expect(keyForAttempt({ key: 'lost-key-0001', body: '{"a":1}' }, '{"a":1}', makeKey)).toBe('lost-key-0001');
  });

  it('makes a new key when the body changed (the same key with another body is a conflict)', () => {
    expect(keyForAttempt({ key: 'lost-key-0001', body: '{"a":1}' }, '{"a":2}', makeKey)).toBe('fresh-key-0001');
  });
});
