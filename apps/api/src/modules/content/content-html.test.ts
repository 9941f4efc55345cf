import { describe, expect, it } from 'vitest';
import { sanitiseContentHtml } from './content-html';

const IMAGE = '/images/content/AbCdEfGhIjKlMnOpQrStUv.webp';

describe('sanitiseContentHtml', () => {
  it('keeps what the editor makes', () => {
    const html = `<h2>หัวข้อ</h2><p>Text <strong>bold</strong> <em>it</em> <s>old</s></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>q</p></blockquote><hr><p><img src="${IMAGE}" alt="แมว"></p>`;
    expect(sanitiseContentHtml(html)).toBe(
      `<h2>หัวข้อ</h2><p>Text <strong>bold</strong> <em>it</em> <s>old</s></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>q</p></blockquote><hr /><p><img src="${IMAGE}" alt="แมว" /></p>`,
    );
  });

  it('drops scripts, styles, frames, forms and event attributes', () => {
    const html = `<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><style>p{}</style><iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form><img src="${IMAGE}" onerror="alert(1)">`;
    expect(sanitiseContentHtml(html)).toBe(`<p>Hi</p><img src="${IMAGE}" />`);
  });

  it('takes javascript:, data: and protocol-relative links away', () => {
    expect(sanitiseContentHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseContentHtml('<a href="JaVaScRiPt&colon;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseContentHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(sanitiseContentHtml('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
  });

  it('opens links that leave the shop apart from it, and keeps the shop’s own as they are', () => {
    expect(sanitiseContentHtml('<a href="https://example.com/a" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitiseContentHtml('<a href="/promotion">x</a>')).toBe('<a href="/promotion">x</a>');
    expect(sanitiseContentHtml('<a href="mailto:hello@pawsook.test">x</a>')).toBe('<a href="mailto:hello@pawsook.test">x</a>');
  });

  it('shows images from our upload path only', () => {
    for (const src of [
      'https://evil.example/a.png',
      '/images/product/920000001-1.svg',
      '/images/content/../secret.webp',
      'data:image/png;base64,AAAA',
      '//evil.example/a.webp',
    ]) {
      expect(sanitiseContentHtml(`<p>a<img src="${src}" alt="x">b</p>`), src).toBe('<p>ab</p>');
    }
  });

  it('turns other headings and marks into the ones the shop styles', () => {
    expect(sanitiseContentHtml('<h1>A</h1><h6>B</h6><b>c</b><i>d</i>')).toBe('<h2>A</h2><h4>B</h4><strong>c</strong><em>d</em>');
  });
});
