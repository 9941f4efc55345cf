import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MessageKey } from '@pawsook/shared/i18n/translate';
import { textEditorUploadSchema } from '@pawsook/shared/schemas/content-items';
import { REVIEW_PHOTO_MAX_MB } from '@pawsook/shared/schemas/reviews';
import { z } from '@pawsook/shared/validation/z';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { envelopeRoutes } from '../../http/envelope-routes';
import { oneFileForm } from '../../http/one-file-form';
import { UploadedPhoto } from '../../http/uploaded-photo';
import { preparePhoto, type ReviewPhotoStore } from '../reviews/review-photos.service';
import type { StaffAudit } from '../audit/audit.service';

/** The spec's form field (member-area.md §7). */
const FILE_FIELD = 'file';
/** Stored images' keys begin so: served from /images/content/. */
export const CONTENT_IMAGE_KEY_PREFIX = 'content/';

/** The review photo checks' refusals, said of images and of this form's field. */
const SAID_OF_IMAGES: Partial<Record<MessageKey, MessageKey>> = {
  'review.photoType': 'upload.imageType',
  'review.photoPixels': 'upload.imagePixels',
  'review.photoTooLarge': 'upload.imageTooLarge',
};
function onFileField(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  return new AppError(error.status, SAID_OF_IMAGES[error.messageKey] ?? error.messageKey, { ...error.options, field: FILE_FIELD });
}

const tooLarge = () => new AppError(413, 'upload.imageTooLarge', { field: FILE_FIELD, params: { max: REVIEW_PHOTO_MAX_MB } });

const readFileForm = oneFileForm(FILE_FIELD, (code) => (code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : new AppError(400, 'error.badRequest')));

const uploadBody = z.object({ file: z.unknown().meta({ type: 'string', format: 'binary' }) });

/**
 * POST /api/v1/upload/text-editor-file (decision 0040): an image for the rich-text editor, checked
 * as review photos are (by its bytes: PNG, JPEG or GIF here; the same size and pixel limits),
 * stored re-encoded as WebP without its metadata under a random name; answers its path. Registered
 * inside the staff routes, behind their access hook: content.manage only, a member's token is none.
 */
export function textEditorUploadRoutes(store: ReviewPhotoStore, audit: StaffAudit, db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    // multipart bodies only in this scope: every other route keeps answering them 415
    await app.register(fastifyMultipart);
    const route = envelopeRoutes(app, { docs: { tags: ['staff'], security: [{ bearer: [] }] }, config: { permission: 'content.manage' } });
    route.post(
      '/api/v1/upload/text-editor-file',
      {
        summary: `An image for the content editor (multipart/form-data, field file: .gif/.jpg/.jpeg/.png up to ${REVIEW_PHOTO_MAX_MB} MB), checked by its bytes and stored as WebP without metadata; answers its path (/images/content/…). 413 over the size limit`,
        consumes: ['multipart/form-data'],
        body: uploadBody,
        result: textEditorUploadSchema,
        preValidation: readFileForm,
      },
      async (request) => {
        const { file } = request.body;
        if (!(file instanceof UploadedPhoto)) throw new AppError(400, 'upload.fileRequired', { field: FILE_FIELD });
        const prepared = await preparePhoto(file.bytes, { gif: true }).catch((error: unknown) => Promise.reject(onFileField(error)));
        const [stored] = await store.save([prepared]);
        const imagePath = `/images/${stored!.imageKey}`;
        await audit.record(db, request.staff, {
          action: 'content.manage:upload',
          target: imagePath,
          after: { imagePath, width: stored!.width, height: stored!.height },
        });
        return imagePath;
      },
    );
  };
}
