import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { rowId, requiredRef } from './columns';
import { userProfiles } from './users';

export const applicationStatus = pg.pgEnum('application_status', ['pending', 'approved', 'rejected']);

/** An application to become a creator (spec 01 §3 form fields), and how an admin decided it. */
export const creatorApplications = pg.pgTable(
  'creator_applications',
  {
    id: rowId(),
    userId: requiredRef('user_id', () => userProfiles.id, 'cascade'),
    displayName: pg.text('display_name').notNull(),
    title: pg.text('title').notNull(),
    bio: pg.text('bio').notNull(),
    expertise: pg.text('expertise').array().notNull(),
    yearsExperience: pg.integer('years_experience').notNull(),
    portfolio: pg.text('portfolio'),
    motivation: pg.text('motivation').notNull(),
    knowledgePackIdeas: pg.text('knowledge_pack_ideas').notNull(),
    status: applicationStatus('status').notNull().default('pending'),
    reviewerId: pg.uuid('reviewer_id').references(() => userProfiles.id, { onDelete: 'set null' }),
    reviewedAt: pg.timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: pg.text('rejection_reason'),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One pending application per person, enforced by the database even under concurrent submits.
    pg
      .uniqueIndex('creator_applications_one_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    pg.index('creator_applications_status_idx').on(t.status, t.createdAt),
  ],
);
