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
