import { describe, expect, it } from 'vitest';
import { languageFromAddress } from './preferences';

describe('languageFromAddress', () => {
  it('takes ?lang=th or ?lang=en from a link', () => {
    expect(languageFromAddress('?lang=en')).toBe('en');
    expect(languageFromAddress('?token=abc&lang=th')).toBe('th');
  });

  it('ignores a missing or unknown language', () => {
    expect(languageFromAddress('')).toBeNull();
    expect(languageFromAddress('?lang=fr')).toBeNull();
    expect(languageFromAddress('?lang=EN')).toBeNull();
  });
});
