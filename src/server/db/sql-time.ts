import { sql } from 'drizzle-orm';

/**
 * A time from the app's clock as a `timestamptz` parameter of a raw statement (ADR 0036: statements compare with
 * the time they are given, never the database's `now()`). Typed here, since a raw statement gives the driver no
 * column to infer it from.
 */
export function sqlTime(time: Date) {
  return sql`${time.toISOString()}::timestamptz`;
}
