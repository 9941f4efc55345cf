import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookie-value';

describe('cookieValue', () => {
  it('finds a cookie among others, keeps "=" in its value and decodes it', () => {
    const header = 'pawsook_lang=en; pawsook_access_token=abc.def=; note=a%20b';
    expect(cookieValue(header, 'pawsook_lang')).toBe('en');
    expect(cookieValue(header, 'pawsook_access_token')).toBe('abc.def=');
    expect(cookieValue(header, 'note')).toBe('a b');
    expect(cookieValue(header, 'missing')).toBeNull();
    expect(cookieValue(undefined, 'pawsook_lang')).toBeNull();
    expect(cookieValue('bad=%E0%A4%A', 'bad')).toBe('%E0%A4%A');
  });
});
