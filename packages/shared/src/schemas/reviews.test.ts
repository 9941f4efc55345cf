import { describe, expect, it } from 'vitest';
import { photoFileProblem, postReviewBody, reviewFormSchema } from './reviews';

const photo = {};

describe('the review form', () => {
  it('reads the multipart form’s text as the browser’s values', () => {
    const parsed = postReviewBody.parse({ orderLineId: '12', stars: '4', text: '  Good  ', hideName: 'true', photos: [photo] });
    expect(parsed).toEqual({ orderLineId: 12, stars: 4, text: 'Good', hideName: true, photos: [photo] });
    expect(postReviewBody.parse({ orderLineId: '12', stars: '4', text: 'x', photos: [photo] }).hideName).toBe(false);
    expect(reviewFormSchema.parse({ stars: 5, text: 'x', hideName: false, photos: [photo] }).stars).toBe(5);
  });

  it('names each field’s problem with the shop’s message keys', () => {
    const result = reviewFormSchema.safeParse({ stars: 0, text: ' ', hideName: 'maybe', photos: [] });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({ stars: 'review.stars', text: 'review.textRequired', hideName: 'validation.invalidType', photos: 'review.photosRequired' });
    const tooMany = reviewFormSchema.safeParse({ stars: 6, text: 'x'.repeat(1001), hideName: false, photos: Array(6).fill(photo) });
    expect(tooMany.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['stars', 'review.stars'],
      ['text', 'validation.tooLong'],
      ['photos', 'review.tooManyPhotos'],
    ]);
  });
});

describe('photoFileProblem', () => {
  it('takes .png, .jpg and .jpeg names of image types up to 10 MB', () => {
    expect(photoFileProblem({ name: 'a.PNG', size: 1, type: 'image/png' })).toBeNull();
    expect(photoFileProblem({ name: 'a.jpeg', size: 10 * 1024 * 1024, type: 'image/jpeg' })).toBeNull();
    expect(photoFileProblem({ name: 'a.jpg', size: 1, type: '' })).toBeNull();
    expect(photoFileProblem({ name: 'a.webp', size: 1, type: 'image/webp' })).toBe('review.photoType');
    expect(photoFileProblem({ name: 'png', size: 1, type: 'image/png' })).toBe('review.photoType');
    expect(photoFileProblem({ name: 'a.jpg', size: 10 * 1024 * 1024 + 1, type: 'image/jpeg' })).toBe('review.photoTooLarge');
  });
});
