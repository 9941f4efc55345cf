import type { FastifyRequest } from 'fastify';
import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTOS_MAX, REVIEW_TEXT_MAX_LENGTH } from '@pawsook/shared/schemas/reviews';
import { AppError } from '../../http/app-error';
import { UploadedPhoto } from '../../http/uploaded-photo';
import { photoTooLarge } from './review-photos.service';

/** The form's text fields; anything else sent is ignored. */
const FIELDS = ['orderLineId', 'stars', 'text', 'hideName'] as const;
const PHOTO_FIELDS = new Set(['photos', 'photos[]']);

/**
 * Busboy's limits: a photo is cut off past the size limit (413), a sixth file stops the form
 * (400); the text fields have room for the longest review in Thai (three bytes a character).
 */
const LIMITS = {
  fileSize: REVIEW_PHOTO_MAX_BYTES,
  files: REVIEW_PHOTOS_MAX,
  fields: 20,
  fieldSize: REVIEW_TEXT_MAX_LENGTH * 4 + 1024,
  parts: 40,
  headerPairs: 200,
};

function multipartRefusal(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return photoTooLarge();
  if (code === 'FST_FILES_LIMIT') return new AppError(400, 'review.tooManyPhotos', { field: 'photos', params: { max: REVIEW_PHOTOS_MAX } });
  // a form cut short, without a boundary, with too many parts: not a form the shop sends
  return new AppError(400, 'error.badRequest');
}

/**
 * Reads the review form (multipart/form-data) into the body the route's schema validates: its text
 * fields as sent and `photos`, the files of the field `photos` (or `photos[]`). Runs as the route's
 * preValidation hook, after the member's token was checked; a refusal reads and drops the rest of
 * the request, so the client that is still sending gets the answer.
 */
export async function readReviewForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) throw new AppError(415, 'error.unsupportedMediaType');
  const body: Record<string, unknown> = {};
  const photos: UploadedPhoto[] = [];
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        if (PHOTO_FIELDS.has(part.fieldname)) photos.push(new UploadedPhoto(await part.toBuffer()));
        else part.file.resume();
        continue;
      }
      if (part.valueTruncated) throw new AppError(400, 'validation.tooLong', { field: part.fieldname, params: { max: REVIEW_TEXT_MAX_LENGTH } });
      if ((FIELDS as readonly string[]).includes(part.fieldname) && !(part.fieldname in body)) body[part.fieldname] = part.value;
    }
  } catch (error) {
    request.raw.resume();
    throw multipartRefusal(error);
  }
  body.photos = photos;
  request.body = body;
}
