import type { FastifyRequest } from 'fastify';
import { REVIEW_PHOTO_MAX_BYTES } from '@pawsook/shared/schemas/reviews';
import { AppError } from './app-error';
import { UploadedPhoto } from './uploaded-photo';

/**
 * A route's preValidation hook reading a multipart form of one image into `request.body = { file }`:
 * the bytes of its field `field`, cut off at the review photos' size limit; other parts are read
 * and dropped. `refuse` turns the multipart reader's error codes (FST_REQ_FILE_TOO_LARGE,
 * FST_FILES_LIMIT, …) into the caller's own refusal; what is already an AppError passes through.
 */
export function oneFileForm(field: string, refuse: (code: unknown) => AppError) {
  return async function readOneFileForm(request: FastifyRequest): Promise<void> {
    if (!request.isMultipart()) throw new AppError(415, 'error.unsupportedMediaType');
    let file: UploadedPhoto | undefined;
    try {
      const limits = { fileSize: REVIEW_PHOTO_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 200 };
      for await (const part of request.parts({ limits })) {
        if (part.type !== 'file') continue;
        if (part.fieldname === field) file = new UploadedPhoto(await part.toBuffer());
        else part.file.resume();
      }
    } catch (error) {
      request.raw.resume();
      if (error instanceof AppError) throw error;
      throw refuse((error as { code?: unknown } | null)?.code);
    }
    request.body = { file };
  };
}
