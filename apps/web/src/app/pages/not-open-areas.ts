/**
 * The parts of the shop whose pages arrive with later work. Each route shows one honest page
 * naming what will be there. Keys of `notOpen.areas.*` in the catalogs.
 */
export const NOT_OPEN_AREAS = [
  'registerConfirm',
  'registerVerify',
  'forgotPassword',
  'resetPassword',
  'search',
  'category',
  'brand',
  'promotion',
  'product',
  'checkout',
  'profile',
  'password',
  'address',
  'coin',
  'orders',
  'orderDetail',
  'oldOrder',
  'review',
  'tracking',
  'wishlist',
] as const;

export type NotOpenArea = (typeof NOT_OPEN_AREAS)[number];
