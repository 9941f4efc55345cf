/**
 * The limits of reviews (member-area spec §5 Reviews, §9 Review photos; decision 0030) the server
 * enforces and the pages show. Apart from the schemas (schemas/reviews.ts), so that a page that only
 * lists reviews does not load the validation library.
 */
export const REVIEW_TEXT_MAX_LENGTH = 1000;
export const REVIEW_PHOTOS_MIN = 1;
export const REVIEW_PHOTOS_MAX = 5;
export const REVIEW_PHOTO_MAX_MB = 10;
export const REVIEW_PHOTO_MAX_BYTES = REVIEW_PHOTO_MAX_MB * 1024 * 1024;
/** The file picker's filter: the spec's .png, .jpg and .jpeg (the server reads the bytes, not the name) */
export const REVIEW_PHOTO_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
/** Page sizes: the member's two lists and the product page's reviews */
export const MY_REVIEWS_PAGE_SIZE = 10;
export const PRODUCT_REVIEWS_PAGE_SIZE = 5;
