import * as pg from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every instance on one PostgreSQL (rate-limiter-flexible's Drizzle store: it needs
 * exactly these column names). On the embedded database the counters live in memory instead.
 */
export const rateLimits = pg.pgTable('rate_limits', {
  key: pg.text('key').primaryKey(),
  points: pg.integer('points').notNull(),
  expire: pg.timestamp('expire', { withTimezone: true }),
});
