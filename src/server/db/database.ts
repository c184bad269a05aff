import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
// A value import for `typeof`: a type-only namespace import loses the relations' types.
import type * as schema from './schema';

export type Schema = typeof schema;
/** The database as services see it: the same queries run on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction: what a function that must run inside one takes. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
