import { describe, expect, it } from 'vitest';
import { contentHref, contentQuery, readContentFilters } from './content-params';

describe('content list filters in the address', () => {
  it('reads what it knows and leaves the rest out', () => {
    expect(readContentFilters(new URLSearchParams('placement=article&type=4&status=draft&page=2'))).toEqual({
      placement: 'article',
      typeId: 4,
      status: 'draft',
      page: 2,
    });
    expect(readContentFilters(new URLSearchParams('placement=sidebar&type=9&status=gone&page=x'))).toEqual({
      placement: null,
      typeId: null,
      status: null,
      page: 1,
    });
  });

  it('writes only what is set, and the call’s query', () => {
    expect(contentHref()).toBe('/staff/content');
    expect(contentHref({ placement: 'home-banner', page: 3 })).toBe('/staff/content?placement=home-banner&page=3');
    expect(contentQuery({ placement: null, typeId: 2, status: 'published', page: 1 }, 20)).toEqual({
      placement: undefined,
      typeId: 2,
      status: 'published',
      page: undefined,
      limit: 20,
    });
  });
});
