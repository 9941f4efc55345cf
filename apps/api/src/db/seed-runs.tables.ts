import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which data seeds have run, so a restart never loads demo data twice. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
