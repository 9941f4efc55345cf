import type { MessageKey, MessageParams } from '@pawsook/shared/i18n/translate';
import { photoFileProblem, REVIEW_PHOTO_MAX_MB, REVIEW_PHOTOS_MAX, type PhotoFileFacts } from '@pawsook/shared/schemas/reviews';

/** A picked photo the form leaves out, and why (a message key of the shared catalogs, as the server's). */
export interface PhotoRefusal {
  name: string;
  key: MessageKey;
  params: MessageParams;
}

/**
 * The photos chosen after the shopper picked more: each picked file of the wrong type or over the
 * size limit is left out, and none past the fifth is taken. The same checks as the server's, so a
 * photo the form takes is refused there only for what its bytes turn out to be.
 */
export function addPhotos<T extends PhotoFileFacts>(chosen: readonly T[], picked: readonly T[]): { photos: T[]; refused: PhotoRefusal[] } {
  const photos = [...chosen];
  const refused: PhotoRefusal[] = [];
  for (const file of picked) {
    const problem = photoFileProblem(file);
    if (problem) refused.push({ name: file.name, key: problem, params: problem === 'review.photoTooLarge' ? { max: REVIEW_PHOTO_MAX_MB } : {} });
    else if (photos.length >= REVIEW_PHOTOS_MAX) refused.push({ name: file.name, key: 'review.tooManyPhotos', params: { max: REVIEW_PHOTOS_MAX } });
    else photos.push(file);
  }
  return { photos, refused };
}

/** The review text box grows with its text: 3 rows at least, 30 at most (member-area spec §5 shared helpers). */
export function textRows(text: string): number {
  return Math.min(30, Math.max(3, text.split('\n').length + 1));
}
