import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './columns';
import { userProfiles } from './users';

/** One row per one-time data task (such as the demo seed), so it runs once per database however often we start. */
export const dataTasks = pgTable('data_tasks', {
  name: text('name').primaryKey(),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
});

/**
 * Settings an admin changes while Kenja runs (the answer service's system prompts, …), one JSON value per key.
 * Every change is announced on `kenja_settings` (migration 0006) so each instance's cached copy follows at once.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: uuid('updated_by').references(() => userProfiles.id, { onDelete: 'set null' }),
});

/**
 * Files kept in the database (on PostgreSQL, where every instance must read them): a document's original under
 * `documents/<id>`. The embedded database keeps its files in a directory instead (files/).
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  content: bytea('content').notNull(),
  storedAt: timestamp('stored_at', { withTimezone: true }).notNull(),
});
