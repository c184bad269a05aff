import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { requiredRef, rowId } from './columns';
import { packs } from './packs';
import { userProfiles } from './users';

/**
 * A team a buyer licenses packs for (issue 52, ADR 0051): `seats` people may read each of its packs. The size is set
 * by the team's first purchase; every pack bought for the team is bought for all its seats.
 */
export const teams = pg.pgTable(
  'teams',
  {
    id: rowId(),
    ownerId: requiredRef('owner_id', () => userProfiles.id),
    name: pg.text('name').notNull(),
    seats: pg.integer('seats').notNull(),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg.index('teams_owner_idx').on(t.ownerId, t.createdAt),
    pg.check('teams_seats', sql`${t.seats} BETWEEN 2 AND 100`),
  ],
);

/**
 * A seat of a team: taken by an invitation to an e-mail address from the moment it is sent, and by the person who
 * accepted it (`userId`, `joinedAt`) from then on. Removing the row frees the seat and ends the person's access on
 * every instance (the database announces it: migration 0037).
 */
export const teamMembers = pg.pgTable(
  'team_members',
  {
    id: rowId(),
    teamId: requiredRef('team_id', () => teams.id, 'cascade'),
    /** The invited address, lower-cased: only the person signed in with it may accept. */
    email: pg.text('email').notNull(),
    userId: pg.uuid('user_id').references(() => userProfiles.id, { onDelete: 'cascade' }),
    invitedAt: pg.timestamp('invited_at', { withTimezone: true }).notNull(),
    joinedAt: pg.timestamp('joined_at', { withTimezone: true }),
    /** Queries of the team's credit pools this seat may spend in a calendar month (UTC); null: no limit. */
    monthlyQueryLimit: pg.integer('monthly_query_limit'),
  },
  (t) => [
    pg.uniqueIndex('team_members_email_idx').on(t.teamId, t.email),
    pg.uniqueIndex('team_members_user_idx').on(t.teamId, t.userId),
    pg.index('team_members_person_idx').on(t.userId),
    pg.index('team_members_invited_idx').on(t.email),
    pg.check('team_members_joined', sql`(${t.userId} IS NULL) = (${t.joinedAt} IS NULL)`),
    pg.check('team_members_limit', sql`${t.monthlyQueryLimit} IS NULL OR ${t.monthlyQueryLimit} >= 0`),
  ],
);

/** A pack a team holds: written when its seats are paid for, removed when they are refunded. */
export const teamPacks = pg.pgTable(
  'team_packs',
  {
    teamId: requiredRef('team_id', () => teams.id, 'cascade'),
    packId: requiredRef('pack_id', () => packs.id, 'cascade'),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.teamId, t.packId] }), pg.index('team_packs_pack_idx').on(t.packId)],
);

/**
 * What a member spent of their team's credit pools in a calendar month (UTC; `month` is its first day): counted in
 * the transaction that spends the credit, so the member's monthly limit holds however many queries run at once.
 */
export const teamCreditUse = pg.pgTable(
  'team_credit_use',
  {
    teamId: requiredRef('team_id', () => teams.id, 'cascade'),
    userId: requiredRef('user_id', () => userProfiles.id, 'cascade'),
    month: pg.date('month').notNull(),
    used: pg.integer('used').notNull(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.teamId, t.userId, t.month] }),
    pg.check('team_credit_use_used', sql`${t.used} >= 0`),
  ],
);
