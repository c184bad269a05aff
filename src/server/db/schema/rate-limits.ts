import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every instance on one PostgreSQL (rate-limiter-flexible's Drizzle store: it needs
 * exactly these column names). On the embedded database the counters live in memory instead.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});
