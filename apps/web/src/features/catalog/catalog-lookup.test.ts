import { describe, expect, it } from 'vitest';
import type { Brand, Category } from './api/catalog-types';
import { brandOptions, categoryOptions, findBrand, findCategory } from './catalog-lookup';

const categories: Category[] = [
  { id: 900000880, nameTh: 'สุนัข', nameEn: 'Dogs', seoUrlSlug: 'dog', imageKey: null, brands: [] },
  { id: 900000881, nameTh: 'แมว', nameEn: 'Cats', seoUrlSlug: 'cat', imageKey: null, brands: [] },
];
const brands: Brand[] = [{ id: 910000001, nameTh: 'รอยัล คานิน', nameEn: 'Royal Canin', seoUrl: 'royal-canin', category: [] }];

describe('catalog lookup', () => {
  it('finds a category by slug or id', () => {
    expect(findCategory(categories, 'cat')?.id).toBe(900000881);
    expect(findCategory(categories, '900000880')?.seoUrlSlug).toBe('dog');
    expect(findCategory(categories, 'CAT')?.id).toBe(900000881);
    expect(findCategory(categories, 'horse')).toBeNull();
  });

  it('finds a brand by seoUrl or id', () => {
    expect(findBrand(brands, 'royal-canin')?.id).toBe(910000001);
    expect(findBrand(brands, '910000001')?.seoUrl).toBe('royal-canin');
    expect(findBrand(brands, 'kong')).toBeNull();
  });

  it('offers filter options by id, named and sorted in the current language', () => {
    const list = [
      { id: 2, nameTh: 'ข', nameEn: 'Beta' },
      { id: 1, nameTh: 'ก', nameEn: 'Alpha' },
      { id: 3, nameTh: 'ค', nameEn: '' },
    ];
    expect(brandOptions(list, 'en')).toEqual([
      { value: '1', label: 'Alpha' },
      { value: '2', label: 'Beta' },
      { value: '3', label: 'ค' },
    ]);
    expect(categoryOptions(list, 'th').map((o) => o.label)).toEqual(['ก', 'ข', 'ค']);
  });
});
