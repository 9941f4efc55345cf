import { describe, expect, it } from 'vitest';
import { controlCharacterPath } from './control-characters';

describe('controlCharacterPath', () => {
  it('finds a NUL or another control character wherever it is', () => {
    expect(controlCharacterPath('a\u0000b')).toEqual([]);
    expect(controlCharacterPath({ address: '12/3 Sukhumvit\u0000' })).toEqual(['address']);
    expect(controlCharacterPath({ lines: [{ note: 'ok' }, { note: 'bell\u0007' }] })).toEqual(['lines', 1, 'note']);
    expect(controlCharacterPath({ ['we\u001bird']: 1 })).toEqual(['we\u001bird']);
    expect(controlCharacterPath({ name: 'del\u007f' })).toEqual(['name']);
    expect(controlCharacterPath({ name: 'c1\u0085' })).toEqual(['name']);
  });

  it('lets through text as people write it: Thai, emoji, tabs and line breaks', () => {
    expect(controlCharacterPath({ address: '99/1 ถนนสุขุมวิท\r\nแขวงคลองเตย\tเขตคลองเตย 🐶', amount: 2, ok: true, none: null })).toBeNull();
  });
});
