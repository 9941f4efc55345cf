import { describe, expect, it } from 'vitest';
import { buildSearchPath } from './search-path';

describe('buildSearchPath', () => {
  it('trims the keyword and puts it in ?keyword=', () => {
    expect(buildSearchPath('  dog food  ')).toBe('/search?keyword=dog+food');
  });

  it('encodes Thai and special characters', () => {
    const path = buildSearchPath('อาหารแมว & ทราย');
    expect(path).not.toBeNull();
    expect(new URLSearchParams(path!.split('?')[1]).get('keyword')).toBe('อาหารแมว & ทราย');
  });

  it('does nothing for empty or blank input', () => {
    expect(buildSearchPath('')).toBeNull();
    expect(buildSearchPath('   \t ')).toBeNull();
  });
});
