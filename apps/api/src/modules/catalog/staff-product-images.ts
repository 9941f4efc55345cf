import fastifyMultipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REVIEW_PHOTO_MAX_MB } from '@pawsook/shared/schemas/reviews';
import { staffProductParams } from '@pawsook/shared/schemas/staff-catalog';
import {
  PRODUCT_IMAGES_MAX,
  staffProductImagesBody,
  staffProductImagesSchema,
  staffProductImageUploadBody,
  type StaffProductImages,
} from '@pawsook/shared/schemas/staff-product-images';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/app-error';
import { envelopeRoutes } from '../../http/envelope-routes';
import { oneFileForm } from '../../http/one-file-form';
import { UploadedPhoto } from '../../http/uploaded-photo';
import { photoTooLarge, preparePhoto, type ReviewPhotoStore } from '../reviews/review-photos.service';
import type { StaffAudit } from '../audit/audit.service';
import type { StaffActor } from '../audit/audit.types';
import { products } from './catalog.tables';

/** The upload's form field; the review photos' refusals are reported against it. */
const FILE_FIELD = 'file';

/** A refusal of the review photo checks, said of this form's field. */
function onFileField(error: unknown): unknown {
  return error instanceof AppError ? new AppError(error.status, error.messageKey, { ...error.options, field: FILE_FIELD }) : error;
}

const tooMany = () => new AppError(400, 'review.tooManyPhotos', { field: FILE_FIELD, params: { max: PRODUCT_IMAGES_MAX } });

/**
 * A product's photos in the back office (issue 19): a photo is checked and written again exactly as
 * a review photo is (review-photos.service.ts), then added last to the product's images; staff order the
 * images or take some off. Each write is audited in its own transaction, and the catalogue's
 * trigger shows it to every shopper at once. A photo taken off keeps its file: orders placed while
 * it was the product's image still show it.
 */
export function createStaffProductImages(db: Db, audit: StaffAudit, photos: ReviewPhotoStore) {
  async function imagesOf(productId: number): Promise<string[]> {
    const [row] = await db.select({ imageKeys: products.imageKeys }).from(products).where(eq(products.id, productId));
    if (!row) throw notFound();
    return row.imageKeys;
  }

  /** Sets a product's images to what `change` makes of the ones it has (read under a lock), audited in the same transaction. */
  function changeImages(by: StaffActor, productId: number, change: (before: string[]) => string[]): Promise<StaffProductImages> {
    return db.transaction(async (tx) => {
      const [before] = await tx.select({ imageKeys: products.imageKeys }).from(products).where(eq(products.id, productId)).for('update');
      if (!before) throw notFound();
      const imageKeys = change(before.imageKeys);
      await tx.update(products).set({ imageKeys, updatedAt: new Date() }).where(eq(products.id, productId));
      await audit.record(tx, by, {
        action: 'catalog.write:product-images',
        target: `product ${productId}`,
        before: { imageKeys: before.imageKeys },
        after: { imageKeys },
      });
      return { imageKeys };
    });
  }

  return {
    async upload(by: StaffActor, productId: number, bytes: Buffer): Promise<StaffProductImages> {
      // the cheap refusals first, before the picture is decoded
      if ((await imagesOf(productId)).length >= PRODUCT_IMAGES_MAX) throw tooMany();
      const prepared = await preparePhoto(bytes).catch((error: unknown) => Promise.reject(onFileField(error)));
      const [stored] = await photos.save([prepared]);
      const imageKey = stored!.imageKey;
      try {
        return await changeImages(by, productId, (before) => {
          if (before.length >= PRODUCT_IMAGES_MAX) throw tooMany();
          return [...before, imageKey];
        });
      } catch (error) {
        // nothing refers to the file: it goes
        await photos.remove([imageKey]);
        throw error;
      }
    },

    /** The images in a new order; a key left out is taken off the product. Only keys it has now are taken. */
    async arrange(by: StaffActor, productId: number, imageKeys: string[]): Promise<StaffProductImages> {
      return changeImages(by, productId, (before) => {
        if (imageKeys.some((key) => !before.includes(key))) throw new AppError(400, 'validation.invalid', { field: 'imageKeys' });
        return imageKeys;
      });
    },
  };
}

export type StaffProductImagesService = ReturnType<typeof createStaffProductImages>;

/** The multipart reader's refusals: a photo over the limit (413), a second file, a broken form (400). */
const readImageForm = oneFileForm(FILE_FIELD, (code) => {
  if (code === 'FST_REQ_FILE_TOO_LARGE') return onFileField(photoTooLarge()) as AppError;
  if (code === 'FST_FILES_LIMIT') return new AppError(400, 'review.tooManyPhotos', { field: FILE_FIELD, params: { max: 1 } });
  return new AppError(400, 'error.badRequest');
});

/** The catalogue's photo calls: registered beside the staff catalogue's, behind the staff access hook. */
export function staffProductImagesRoutes(images: StaffProductImagesService): FastifyPluginAsyncZod {
  return async (app) => {
    // multipart bodies only in this scope: every other staff route keeps answering them 415
    await app.register(fastifyMultipart);
    const route = envelopeRoutes(app, { docs: { tags: ['staff'], security: [{ bearer: [] }] }, config: { permission: 'catalog.write' } });

    route.post(
      '/api/v1/staff/products/:id/images',
      {
        summary:
          `Add a photo last to a product's images (multipart/form-data, field file: a .png/.jpg/.jpeg up to ${REVIEW_PHOTO_MAX_MB} MB, at most ${PRODUCT_IMAGES_MAX} images). ` +
          'Checked by its bytes and stored re-encoded as WebP without its metadata, as review photos are; every shopper sees it at once. 413 over the size limit',
        consumes: ['multipart/form-data'],
        params: staffProductParams,
        body: staffProductImageUploadBody,
        result: staffProductImagesSchema,
        preValidation: readImageForm,
      },
      (request) => {
        const { file } = request.body;
        if (!(file instanceof UploadedPhoto)) throw new AppError(400, 'review.photosRequired', { field: FILE_FIELD });
        return images.upload(request.staff, request.params.id, file.bytes);
      },
    );

    route.put(
      '/api/v1/staff/products/:id/images',
      {
        summary:
          "A product's images in a new order, the first its main image: some or all of the keys it has, each once; one left out is taken off the product",
        params: staffProductParams,
        body: staffProductImagesBody,
        result: staffProductImagesSchema,
      },
      (request) => images.arrange(request.staff, request.params.id, request.body.imageKeys),
    );
  };
}
