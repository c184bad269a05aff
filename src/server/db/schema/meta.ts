import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per one-time data task (such as the demo seed), so it runs once per database however often we start. */
export const dataTasks = pgTable('data_tasks', {
  name: text('name').primaryKey(),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
});
