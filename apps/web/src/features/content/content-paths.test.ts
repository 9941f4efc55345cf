import { describe, expect, it } from 'vitest';
import {
  articlePath,
  contentListHref,
  contentTypeKey,
  isArticleSlug,
  linkTarget,
  readContentListState,
  tabOfType,
  withLazyImages,
  youtubeEmbedUrl,
  youtubeVideoId,
} from './content-paths';

const read = (search: string) => readContentListState(new URLSearchParams(search));

describe('the /content address', () => {
  it('reads the tab and page, anything else as the first page of all', () => {
    expect(read('')).toEqual({ type: 0, page: 1 });
    expect(read('type=4&page=2')).toEqual({ type: 4, page: 2 });
    expect(read('type=5&page=0')).toEqual({ type: 0, page: 1 });
    expect(read('type=abc&page=1.5')).toEqual({ type: 0, page: 1 });
    expect(read('type=-1&page=99999')).toEqual({ type: 0, page: 1 });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(contentListHref({ type: 0, page: 1 })).toBe('/content');
    expect(contentListHref({ type: 3, page: 1 })).toBe('/content?type=3');
    expect(contentListHref({ type: 0, page: 2 })).toBe('/content?page=2');
    expect(contentListHref({ type: 4, page: 2 })).toBe('/content?type=4&page=2');
    expect(read(contentListHref({ type: 2, page: 7 }).split('?')[1] ?? '')).toEqual({ type: 2, page: 7 });
  });

  it('names each article type and knows no other', () => {
    expect([1, 2, 3, 4].map(contentTypeKey)).toEqual(['recommend', 'tips', 'video', 'news']);
    expect(contentTypeKey(0)).toBeNull();
    expect(contentTypeKey(9)).toBeNull();
    expect([1, 2, 3, 4, 0, 9].map(tabOfType)).toEqual([1, 2, 3, 4, 0, 0]);
  });

  it('takes the slugs the API takes', () => {
    expect(isArticleSlug('cat-water-tips')).toBe(true);
    expect(isArticleSlug(undefined)).toBe(false);
    expect(isArticleSlug('Cat Water')).toBe(false);
    expect(isArticleSlug('a'.repeat(81))).toBe(false);
    expect(articlePath('cat-water-tips')).toBe('/content/cat-water-tips');
  });
});

describe('videos', () => {
  it('finds the id in every YouTube address the editor accepts', () => {
    expect(youtubeVideoId('https://www.youtube.com/watch?v=aF6F5Zg0T8Q')).toBe('aF6F5Zg0T8Q');
    expect(youtubeVideoId('https://www.youtube.com/watch?v=aF6F5Zg0T8Q&t=30s')).toBe('aF6F5Zg0T8Q');
    expect(youtubeVideoId('https://youtu.be/aF6F5Zg0T8Q')).toBe('aF6F5Zg0T8Q');
    expect(youtubeVideoId('https://www.youtube.com/embed/aF6F5Zg0T8Q')).toBe('aF6F5Zg0T8Q');
  });

  it('finds none elsewhere', () => {
    expect(youtubeVideoId(null)).toBeNull();
    expect(youtubeVideoId('https://example.com/watch?v=aF6F5Zg0T8Q')).toBeNull();
    expect(youtubeVideoId('http://www.youtube.com/watch?v=aF6F5Zg0T8Q')).toBeNull();
  });

  it('plays from the privacy-enhanced player', () => {
    expect(youtubeEmbedUrl('aF6F5Zg0T8Q')).toBe('https://www.youtube-nocookie.com/embed/aF6F5Zg0T8Q?autoplay=1&rel=0');
  });
});

describe('bodies and links', () => {
  it('lets a body’s pictures load lazily, once', () => {
    expect(withLazyImages('<p>a</p><img src="/images/content/x.webp" alt="x">')).toBe(
      '<p>a</p><img loading="lazy" decoding="async" src="/images/content/x.webp" alt="x">',
    );
    expect(withLazyImages('<img loading="eager" src="/x.webp">')).toBe('<img loading="eager" src="/x.webp">');
    expect(withLazyImages('<p>no pictures</p>')).toBe('<p>no pictures</p>');
  });

  it('opens the shop’s paths in the app and https addresses apart from it', () => {
    expect(linkTarget('/promotion')).toEqual({ kind: 'shop', to: '/promotion' });
    expect(linkTarget('https://line.me/x')).toEqual({ kind: 'web', href: 'https://line.me/x' });
    expect(linkTarget('//evil.example')).toBeNull();
    expect(linkTarget('javascript:alert(1)')).toBeNull();
    expect(linkTarget(null)).toBeNull();
  });
});
