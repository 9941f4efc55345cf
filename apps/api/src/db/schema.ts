// Every table of every module, for Drizzle's typed queries and for drizzle-kit's migration generator.
export * from './seed-runs.tables';
export * from '../modules/reference/reference.tables';
export * from '../modules/catalog/catalog.tables';
export * from '../modules/content/content.tables';
export * from '../modules/payments/payments.tables';
export * from '../modules/members/members.tables';
export * from '../modules/auth/auth.tables';
export * from '../modules/coins/coins.tables';
export * from '../modules/mail/mail.tables';
export * from '../modules/donations/donations.tables';
export * from '../modules/wishlist/wishlist.tables';
export * from '../modules/addresses/addresses.tables';
export * from '../modules/cart/cart.tables';
export * from '../modules/promotions/promotions.tables';
export * from '../modules/orders/orders.tables';
export * from '../modules/orders/old-orders.tables';
export * from '../modules/reviews/reviews.tables';
