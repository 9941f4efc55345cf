import { describe, expect, it } from 'vitest';
import { pageCount } from '../../lib/page-count';
import { addPhotos, textRows } from './review-form-rules';

const MB = 1024 * 1024;
const file = (name: string, size = MB, type = name.endsWith('.png') ? 'image/png' : 'image/jpeg') => ({ name, size, type });

describe('addPhotos', () => {
  it('takes .png, .jpg and .jpeg photos up to 10 MB', () => {
    const picked = [file('a.png'), file('b.JPG'), file('c.jpeg', 10 * MB)];
    expect(addPhotos([], picked)).toEqual({ photos: picked, refused: [] });
  });

  it('leaves out other types and larger files, with the server’s messages', () => {
    const { photos, refused } = addPhotos([], [file('a.gif', MB, 'image/gif'), file('b.svg', MB, 'image/svg+xml'), file('c.png', 10 * MB + 1), file('d.png')]);
    expect(photos.map((p) => p.name)).toEqual(['d.png']);
    expect(refused).toEqual([
      { name: 'a.gif', key: 'review.photoType', params: {} },
      { name: 'b.svg', key: 'review.photoType', params: {} },
      { name: 'c.png', key: 'review.photoTooLarge', params: { max: 10 } },
    ]);
  });

  it('refuses a .png name whose browser type says otherwise', () => {
    expect(addPhotos([], [file('x.png', MB, 'text/html')]).refused[0]?.key).toBe('review.photoType');
  });

  it('takes none past the fifth', () => {
    const chosen = [file('1.png'), file('2.png'), file('3.png'), file('4.png')];
    const { photos, refused } = addPhotos(chosen, [file('5.png'), file('6.png')]);
    expect(photos).toHaveLength(5);
    expect(refused).toEqual([{ name: '6.png', key: 'review.tooManyPhotos', params: { max: 5 } }]);
  });
});

describe('textRows', () => {
  it('grows from 3 to 30 rows', () => {
    expect(textRows('')).toBe(3);
    expect(textRows('a\nb\nc\nd')).toBe(5);
    expect(textRows('\n'.repeat(100))).toBe(30);
  });
});

describe('pageCount', () => {
  it('is at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
