import * as pg from 'drizzle-orm/pg-core';
import { bytea } from './columns';
import { userProfiles } from './users';

/** One row per one-time data task (such as the demo seed), so it runs once per database however often we start. */
export const dataTasks = pg.pgTable('data_tasks', {
  name: pg.text('name').primaryKey(),
  completedAt: pg.timestamp('completed_at', { withTimezone: true }).notNull(),
});

/**
 * Settings an admin changes while Kenja runs (the answer service's system prompts, …), one JSON value per key.
 * Every change is announced on `kenja_settings` (migration 0006) so each instance's cached copy follows at once.
 */
export const settings = pg.pgTable('settings', {
  key: pg.text('key').primaryKey(),
  value: pg.jsonb('value').notNull(),
  updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: pg.uuid('updated_by').references(() => userProfiles.id, { onDelete: 'set null' }),
});

/**
 * Files kept in the database (on PostgreSQL, where every instance must read them): a document's original under
 * `documents/<id>`. The embedded database keeps its files in a directory instead (files/).
 */
export const storedFiles = pg.pgTable('stored_files', {
  key: pg.text('key').primaryKey(),
  content: bytea('content').notNull(),
  storedAt: pg.timestamp('stored_at', { withTimezone: true }).notNull(),
});
