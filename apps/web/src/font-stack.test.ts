import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe("the shop's font stack", () => {
  it("falls back to a system Thai font on Android and Linux, Windows and Apple's systems before a generic one", () => {
    const css = readFileSync(new URL('./index.css', import.meta.url), 'utf8');
    const stack = /--font-sans:([^;]+);/
      .exec(css)![1]!
      .split(',')
      .map((family) => family.trim().replace(/'/g, ''));
    expect(stack[0]).toBe('Noto Sans Thai');
    const generic = stack.indexOf('ui-sans-serif');
    for (const thai of ['Noto Sans Thai UI', 'Leelawadee UI', 'Tahoma', 'Thonburi']) {
      expect(stack.indexOf(thai), thai).toBeGreaterThan(0);
      expect(stack.indexOf(thai), thai).toBeLessThan(generic);
    }
  });
});
