import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in HTML and leaves Thai alone', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a> สุนัข`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt; สุนัข');
  });
});
