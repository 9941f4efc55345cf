import { describe, expect, it } from 'vitest';
import { parseProductId, productPath, withPathLanguage } from './product-paths';

describe('product paths', () => {
  it('builds /{lang}/product/{id}, with the chosen variant when given', () => {
    expect(productPath('th', 920000001)).toBe('/th/product/920000001');
    expect(productPath('en', 920000001, 930000002)).toBe('/en/product/920000001?sku=930000002');
  });

  it('reads only positive whole ids', () => {
    expect(parseProductId('920000001')).toBe(920000001);
    expect(parseProductId('0')).toBeNull();
    expect(parseProductId('12a')).toBeNull();
    expect(parseProductId('-3')).toBeNull();
    expect(parseProductId(undefined)).toBeNull();
    expect(parseProductId('99999999999999999999')).toBeNull();
  });

  it('switches the language segment only', () => {
    expect(withPathLanguage('/th/product/5', 'en')).toBe('/en/product/5');
    expect(withPathLanguage('/en/product/5', 'th')).toBe('/th/product/5');
    expect(withPathLanguage('/search', 'en')).toBe('/search');
  });
});
