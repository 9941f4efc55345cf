import { z } from '../validation/z';

/**
 * A product's photos as staff keep them (issue 19): uploaded with the checks of review photos
 * (PNG or JPEG by their bytes, at most REVIEW_PHOTO_MAX_MB, re-encoded as WebP without metadata),
 * the first one the product's main image.
 */
export const PRODUCT_IMAGES_MAX = 10;

/** Uploaded photos' keys begin so (served from /images/product-photos/). */
export const PRODUCT_PHOTO_KEY_PREFIX = 'product-photos/';

export const staffProductImagesSchema = z.object({ imageKeys: z.array(z.string()) });
export type StaffProductImages = z.infer<typeof staffProductImagesSchema>;

/**
 * The product's photos in their new order: some or all of the keys it has now, each once. A key
 * left out is taken off the product (its file stays: orders placed with it still show it).
 */
export const staffProductImagesBody = z.object({
  imageKeys: z
    .array(z.string().min(1).max(300))
    .max(PRODUCT_IMAGES_MAX)
    .refine((keys) => new Set(keys).size === keys.length, 'validation.invalid'),
});

/**
 * POST /api/v1/staff/products/{id}/images (multipart/form-data): one photo in the field `file`.
 * Its type and size are checked by its bytes on the server (and by `photoFileProblem` in the browser).
 */
export const staffProductImageUploadBody = z.object({
  file: z.unknown().meta({ type: 'string', format: 'binary' }),
});
