import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { paymentChannelKinds } from '@pawsook/shared/payments/payment-channels';

/** Payment channels are rows: checkout dispatches on `kind`, never on the id. */
export const paymentChannels = pgTable('payment_channels', {
  id: integer('id').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  kind: text('kind', { enum: paymentChannelKinds }).notNull(),
  status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
  s3PhotoKey: text('s3_photo_key').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
