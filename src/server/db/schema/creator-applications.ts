import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { rowId, requiredRef } from './columns';
import { userProfiles } from './users';

export const applicationStatus = pgEnum('application_status', ['pending', 'approved', 'rejected']);

/** An application to become a creator (spec 01 §3 form fields), and how an admin decided it. */
export const creatorApplications = pgTable(
  'creator_applications',
  {
    id: rowId(),
    userId: requiredRef('user_id', () => userProfiles.id, 'cascade'),
    displayName: text('display_name').notNull(),
    title: text('title').notNull(),
    bio: text('bio').notNull(),
    expertise: text('expertise').array().notNull(),
    yearsExperience: integer('years_experience').notNull(),
    portfolio: text('portfolio'),
    motivation: text('motivation').notNull(),
    knowledgePackIdeas: text('knowledge_pack_ideas').notNull(),
    status: applicationStatus('status').notNull().default('pending'),
    reviewerId: uuid('reviewer_id').references(() => userProfiles.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One pending application per person, enforced by the database even under concurrent submits.
    uniqueIndex('creator_applications_one_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('creator_applications_status_idx').on(t.status, t.createdAt),
  ],
);
