import { describe, expect, it } from 'vitest';
import type { ContactEntry } from './api/contact-types';
import { socialIconKey, toContactViews, toSocialColumns } from './contact-display';

const contact = (over: Partial<ContactEntry>): ContactEntry => ({
  id: 1,
  activeStatus: 'active',
  url: 'https://example.test',
  titleTh: 'ช่องทาง',
  titleEn: 'Channel',
  descTh1: 'บรรทัด 1',
  descTh2: null,
  descTh3: 'บรรทัด 3',
  descEn1: 'Line 1',
  descEn2: '',
  descEn3: null,
  s3PhotoKey: 'contact/x.svg',
  s3ButtonKey: null,
  ...over,
});

describe('toContactViews', () => {
  it('picks the title and the non-empty description lines of the language', () => {
    const [th] = toContactViews([contact({})], 'th');
    expect(th).toMatchObject({ title: 'ช่องทาง', lines: ['บรรทัด 1', 'บรรทัด 3'] });
    const [en] = toContactViews([contact({})], 'en');
    expect(en).toMatchObject({ title: 'Channel', lines: ['Line 1'] });
  });

  it('falls back to the other language when a translation is missing', () => {
    const [view] = toContactViews([contact({ titleEn: '', descEn1: null, descEn2: null, descEn3: null })], 'en');
    expect(view).toMatchObject({ title: 'ช่องทาง', lines: ['บรรทัด 1', 'บรรทัด 3'] });
  });

  it('leaves out inactive entries and sorts by id', () => {
    const views = toContactViews(
      [contact({ id: 3 }), contact({ id: 2, activeStatus: 'inactive' }), contact({ id: 1 }), contact({ id: 4, activeStatus: false })],
      'th',
    );
    expect(views.map((v) => v.id)).toEqual([1, 3]);
  });
});

const social = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Pawsook Page Number ${i + 1}`, url: `https://www.facebook.com/p${i + 1}` }));

describe('toSocialColumns (spec §2 Footer)', () => {
  it('splits into columns of five', () => {
    expect(toSocialColumns(social(14), 'facebook').map((c) => c.length)).toEqual([5, 5, 4]);
    expect(toSocialColumns(social(5), 'other').map((c) => c.length)).toEqual([5]);
    expect(toSocialColumns([], 'other')).toEqual([]);
  });

  it('cuts names at 15 characters, keeping the full name for the tooltip', () => {
    const [first] = toSocialColumns(social(1), 'facebook')[0]!;
    expect(first).toMatchObject({ label: 'Pawsook Page Nu…', name: 'Pawsook Page Number 1', truncated: true });
  });

  it('cuts at 8 characters in the third Facebook column only', () => {
    const columns = toSocialColumns(social(14), 'facebook');
    expect(columns[1]![0]!.label).toBe('Pawsook Page Nu…');
    expect(columns[2]![0]!.label).toBe('Pawsook…');
    const others = toSocialColumns(social(14), 'other');
    expect(others[2]![0]!.label).toBe('Pawsook Page Nu…');
  });

  it('does not mark short names as truncated', () => {
    const x = toSocialColumns([{ id: 1, name: 'X', url: 'https://x.com/p' }], 'other')[0]?.[0];
    expect(x).toMatchObject({ label: 'X', truncated: false });
  });
});

describe('socialIconKey', () => {
  it('finds the icon from the link host', () => {
    expect(socialIconKey('https://www.facebook.com/pawsook.th')).toBe('social/facebook.svg');
    expect(socialIconKey('https://line.me/R/ti/p/@pawsook')).toBe('social/line.svg');
    expect(socialIconKey('https://x.com/pawsook_th')).toBe('social/x.svg');
    expect(socialIconKey('https://twitter.com/pawsook_th')).toBe('social/x.svg');
    expect(socialIconKey('https://www.youtube.com/@pawsook')).toBe('social/youtube.svg');
  });

  it('has no icon for unknown sites or bad URLs', () => {
    expect(socialIconKey('https://example.com/')).toBeNull();
    expect(socialIconKey('https://notfacebook.company/')).toBeNull();
    expect(socialIconKey('not a url')).toBeNull();
  });
});
