import { describe, expect, it } from 'vitest';
import { hasMemberSession } from './session-cookies';

describe('hasMemberSession', () => {
  it('finds a member by a non-empty access token among the cookies', () => {
    expect(hasMemberSession('pawsook_lang=en; pawsook_access_token=abc.def=; pawsook_member_id=7')).toBe(true);
    expect(hasMemberSession('pawsook_access_token=')).toBe(false);
    expect(hasMemberSession('pawsook_member_id=7; pawsook_lang=th')).toBe(false);
    expect(hasMemberSession(undefined)).toBe(false);
  });
});
