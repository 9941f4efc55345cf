import { describe, expect, it } from 'vitest';
import { memberHref, memberIdOf, membersHref, readMemberPages, readMembersSearch } from './members-params';

describe("the members' search in the address", () => {
  it('reads the search and the page, trimmed, and falls back to page 1', () => {
    expect(readMembersSearch(new URLSearchParams('q=%20somchai%20&page=3'))).toEqual({ q: 'somchai', page: 3 });
    expect(readMembersSearch(new URLSearchParams('page=-2'))).toEqual({ q: '', page: 1 });
    expect(readMembersSearch(new URLSearchParams('page=abc'))).toEqual({ q: '', page: 1 });
    expect(readMembersSearch(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });

  it('writes only what is set', () => {
    expect(membersHref()).toBe('/staff/members');
    expect(membersHref({ q: 'a@b.co' })).toBe('/staff/members?q=a%40b.co');
    expect(membersHref({ q: 'malee', page: 2 })).toBe('/staff/members?q=malee&page=2');
  });
});

describe("a member's pages in the address", () => {
  it('keeps the ledger and the orders pages apart', () => {
    expect(readMemberPages(new URLSearchParams('coinPage=2&orderPage=4'))).toEqual({ coinPage: 2, orderPage: 4 });
    expect(readMemberPages(new URLSearchParams(''))).toEqual({ coinPage: 1, orderPage: 1 });
    expect(memberHref(42)).toBe('/staff/members/42');
    expect(memberHref(42, { coinPage: 2 })).toBe('/staff/members/42?coinPage=2');
    expect(memberHref(42, { coinPage: 1, orderPage: 3 })).toBe('/staff/members/42?orderPage=3');
  });

  it('takes only an id the database could hold', () => {
    expect(memberIdOf('42')).toBe(42);
    expect(memberIdOf('0')).toBeNull();
    expect(memberIdOf('2147483648')).toBeNull();
    expect(memberIdOf('4x')).toBeNull();
    expect(memberIdOf(undefined)).toBeNull();
  });
});
