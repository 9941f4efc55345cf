import { describe, expect, it } from 'vitest';
import { withPageMeta } from './page-meta';

const index = '<!doctype html><html lang="th"><head><meta name="description" content="shop" /><title>Pawsook</title></head><body></body></html>';

describe('withPageMeta', () => {
  it('sets the title, description, Open Graph tags and language, escaping what it writes', () => {
    const html = withPageMeta(index, {
      title: 'Royal Canin "Mini" <Adult> | Pawsook',
      description: 'Food & more',
      image: 'https://shop.test/images/p.svg',
      url: 'https://shop.test/en/product/1',
      lang: 'en',
      type: 'product',
    });
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Royal Canin &quot;Mini&quot; &lt;Adult&gt; | Pawsook</title>');
    expect(html).toContain('<meta property="og:title" content="Royal Canin &quot;Mini&quot; &lt;Adult&gt; | Pawsook" />');
    expect(html).toContain('<meta property="og:image" content="https://shop.test/images/p.svg" />');
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('content="Food &amp; more"');
  });
});

describe('withPageMeta: languages and structured data', () => {
  const meta = {
    title: 'Cat food $& more',
    description: 'd',
    url: 'https://shop.test/en/product/1',
    lang: 'en' as const,
    alternates: { th: 'https://shop.test/th/product/1', en: 'https://shop.test/en/product/1', 'x-default': 'https://shop.test/th/product/1' },
    structuredData: { '@type': 'Product', name: '</script><script>alert(1)</script>\u2028' },
  };

  it('links the page in each language', () => {
    const html = withPageMeta(index, meta);
    expect(html).toContain('<link rel="alternate" hreflang="th" href="https://shop.test/th/product/1" />');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://shop.test/en/product/1" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://shop.test/th/product/1" />');
  });

  it('writes the JSON-LD so that nothing in it can end the script element, and keeps $ patterns as text', () => {
    const html = withPageMeta(index, meta);
    const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toEqual(meta.structuredData);
    expect(html).toContain('<title>Cat food $&amp; more</title>');
  });
});
