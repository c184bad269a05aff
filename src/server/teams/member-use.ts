import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../db/client';

/** How far back a team's owner sees each member's use. */
const USE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How much each joined member of a team used its packs: their queries of those packs since they joined (at most the
 * last 30 days), and the last one, by seat. Counts only: what they asked stays theirs.
 */
export async function useOfMembers(
  db: Queryable,
  teamId: string,
  packIds: string[],
  at: Date,
): Promise<Map<string, { queries: number; lastUsedAt: Date | null }>> {
  const use = new Map<string, { queries: number; lastUsedAt: Date | null }>();
  if (packIds.length === 0) return use;
  const windowStart = new Date(at.getTime() - USE_WINDOW_MS);
  const rows = rowsOf<{ memberId: string; queries: number; lastUsedAt: string | Date }>(
    await db.execute(sql`
    SELECT m.id AS "memberId", count(r.id)::int AS queries, max(r.created_at) AS "lastUsedAt"
      FROM team_members m
      JOIN query_records r
        ON r.user_id = m.user_id
       AND r.created_at >= greatest(m.joined_at, ${windowStart.toISOString()}::timestamptz)
       AND r.pack_ids && ${`{${packIds.join(',')}}`}::uuid[]
     WHERE m.team_id = ${teamId}
     GROUP BY m.id`),
  );
  for (const row of rows) {
    use.set(row.memberId, { queries: Number(row.queries), lastUsedAt: new Date(row.lastUsedAt) });
  }
  return use;
}
