import { describe, expect, it } from 'vitest';
import type { Category } from './api/catalog-types';
import { brandPath, categoryPath, DONATION_CATEGORY_ID, groupHomeCategories, REGULAR_CATEGORY_ID } from './catalog-entry-points';

const category = (id: number, slug: string): Category => ({ id, nameTh: slug, nameEn: slug, seoUrlSlug: slug, imageKey: null, brands: [] });

describe('groupHomeCategories', () => {
  const all = [
    category(900000881, 'cat'),
    category(DONATION_CATEGORY_ID, 'donation'),
    category(900000880, 'dog'),
    category(900000999, 'grooming'),
    category(REGULAR_CATEGORY_ID, 'pet-supplies'),
    category(900000884, 'small-pets'),
  ];

  it('lists the pets in the shop order, skipping pets that are not active', () => {
    expect(groupHomeCategories(all).pets.map((p) => [p.pet, p.category.seoUrlSlug])).toEqual([
      ['dog', 'dog'],
      ['cat', 'cat'],
      ['small-pet', 'small-pets'],
    ]);
  });

  it('puts the catch-all first among the category cards and leaves out the donation category', () => {
    expect(groupHomeCategories(all).categories.map((c) => c.seoUrlSlug)).toEqual(['pet-supplies', 'cat', 'dog', 'grooming', 'small-pets']);
  });

  it('finds the donation category, or none', () => {
    expect(groupHomeCategories(all).donation?.seoUrlSlug).toBe('donation');
    expect(groupHomeCategories([category(900000880, 'dog')]).donation).toBeNull();
  });

  it('copes with an empty list', () => {
    expect(groupHomeCategories([])).toEqual({ pets: [], categories: [], donation: null });
  });
});

describe('paths', () => {
  it('builds category and brand links', () => {
    expect(categoryPath({ seoUrlSlug: 'small-pets' })).toBe('/categories/small-pets');
    expect(brandPath({ seoUrl: 'hills-science-diet' })).toBe('/brands/hills-science-diet');
    expect(brandPath({ seoUrl: 'a b' })).toBe('/brands/a%20b');
  });
});
