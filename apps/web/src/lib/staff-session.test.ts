import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_COOKIE, CART_STORAGE_KEY, MEMBER_ID_COOKIE, USER_STORAGE_KEY } from './session-storage';
import { clearStaffToken, getStaffToken, saveStaffToken, STAFF_TOKEN_STORAGE_KEY } from './staff-session';

/** localStorage and the events of a window, in the unit tests' Node. */
function fakeWindow() {
  const stored = new Map<string, string>();
  const events: string[] = [];
  return {
    stored,
    events,
    window: {
      localStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => void stored.set(key, value),
        removeItem: (key: string) => void stored.delete(key),
      },
      dispatchEvent: (event: Event) => events.push(event.type) > 0,
    },
  };
}

describe('the staff token in the browser', () => {
  let fake: ReturnType<typeof fakeWindow>;
  beforeEach(() => {
    fake = fakeWindow();
    vi.stubGlobal('window', fake.window);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('has a key of its own, none of the member session’s', () => {
    expect([ACCESS_TOKEN_COOKIE, MEMBER_ID_COOKIE, USER_STORAGE_KEY, CART_STORAGE_KEY]).not.toContain(STAFF_TOKEN_STORAGE_KEY);
  });

  it('is saved and cleared under that key only, and says so', () => {
    fake.stored.set(USER_STORAGE_KEY, '{"id":1}');
    saveStaffToken('staff-token');
    expect(getStaffToken()).toBe('staff-token');
    expect([...fake.stored.keys()].sort()).toEqual([USER_STORAGE_KEY, STAFF_TOKEN_STORAGE_KEY].sort());
    clearStaffToken();
    expect(getStaffToken()).toBeNull();
    expect([...fake.stored.keys()]).toEqual([USER_STORAGE_KEY]);
    expect(fake.events).toHaveLength(2);
  });
});
