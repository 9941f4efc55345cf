import { describe, expect, it } from 'vitest';
import { fromBangkokLocal, toBangkokLocal } from '../../../lib/bangkok-local-time';
import { contentFormSchema, emptyContentForm, slugFrom } from './content-form';

const news = { ...emptyContentForm('article'), slug: 'rainy-paws', titleTh: 'อุ้งเท้า', titleEn: 'Paws', bodyTh: '<p>ก</p>', bodyEn: '<p></p>' };

describe('the content form', () => {
  it('reads an article into the call’s body', () => {
    const parsed = contentFormSchema.safeParse(news);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      placement: 'article',
      typeId: 4,
      slug: 'rainy-paws',
      bodyTh: '<p>ก</p>',
      bodyEn: '',
      linkUrl: null,
      startsAt: null,
      sortOrder: 0,
    });
  });

  it('says what is missing with the shared rules’ keys', () => {
    const issues = (values: object) => contentFormSchema.safeParse(values).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ...news, slug: '' })).toEqual([['slug', 'validation.required']]);
    expect(issues({ ...news, slug: 'Not a slug' })).toEqual([['slug', 'content.slugShape']]);
    expect(issues({ ...news, typeId: '3' })).toEqual([['videoUrl', 'validation.required']]);
    expect(issues({ ...emptyContentForm('home-banner'), titleTh: 'ก', titleEn: 'A' })).toEqual([['coverImage', 'validation.required']]);
    expect(
      issues({ ...emptyContentForm('home-banner'), titleTh: 'ก', titleEn: 'A', coverImage: '/images/banner/home-hero.svg', linkUrl: 'javascript:alert(1)' }),
    ).toEqual([['linkUrl', 'content.linkShape']]);
  });

  it('reads Bangkok times and makes an address of an English title', () => {
    expect(fromBangkokLocal('2026-12-01T09:30')).toBe('2026-12-01T09:30:00+07:00');
    expect(fromBangkokLocal('')).toBeNull();
    expect(toBangkokLocal('2026-12-01T02:30:00.000Z')).toBe('2026-12-01T09:30');
    expect(slugFrom('  Paw care, in the Rainy season!  ')).toBe('paw-care-in-the-rainy-season');
    expect(slugFrom('ดูแลอุ้งเท้า')).toBe('');
  });
});
