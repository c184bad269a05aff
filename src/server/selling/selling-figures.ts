import { eq, sql } from 'drizzle-orm';
import type {
  Dashboard,
  DashboardPeriod,
  PackStats,
  PassageFigures,
  TopSections,
} from '../../common/contracts/selling';
import type { Database } from '../db/client';
import { userProfiles } from '../db/schema';
import type { UserRow } from '../http/context';
import { packToManage } from '../packs';
import type { QueryRecords } from '../records';
import { creatorDashboard } from './dashboard';
import { packStats, questionsAsked, type Asked } from './pack-stats';
import { figureDays, passageFigures, type PackOutline } from './passage-figures';
import { monthStart, periodBounds } from './periods';
import { topSections } from './top-sections';

/**
 * Figures compared "up to the same moment" of the period before, and a pack's queries (which are not in the
 * fingerprint: every buyer's question would empty the cache), are recomputed at least this often.
 */
export const FIGURES_FRESH_FOR_MS = 60_000;
/** Enough for every creator looking at several periods; the oldest entry makes room beyond that. */
const MAX_ENTRIES = 5_000;

interface Entry<T> {
  fingerprint: string;
  computedAt: number;
  value: T;
}

/**
 * Figures computed once per change instead of on every visit: PGlite answers one query at a time, and a big
 * creator's figures read thousands of orders (bench/dashboard.ts). An entry is served while its fingerprint — a
 * cheap read of what the figures are made of, plus the period's start — still matches and it is under a minute old.
 * The fingerprint is read from the database before the figures, so it is right on every instance without
 * announcements, and a change that lands while the figures are computed makes the next request compute again: an
 * entry is never served over a change it does not include.
 */
class FigureCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  async get(key: string, fingerprint: string, now: Date, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    const age = now.getTime() - (hit?.computedAt ?? 0);
    if (hit && hit.fingerprint === fingerprint && age >= 0 && age < FIGURES_FRESH_FOR_MS) return hit.value;
    const value = await compute();
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { fingerprint, computedAt: now.getTime(), value });
    return value;
  }
}

/**
 * What a creator's figures are made of, in one cheap read: their newest ledger row (every sale and refund of their
 * packs writes one in its transaction), their packs' rows, the newest sales-page visit of each, and their reviews'
 * ratings (or only `packId`'s).
 */
async function fingerprintOf(db: Database, creatorId: string, packId?: string): Promise<string> {
  // Written out with aliases: inside these subqueries drizzle would print bare column names, which are ambiguous.
  const theirs = packId ? sql`p.id = ${packId}` : sql`p.creator_id = ${creatorId} AND p.kind = 'marketplace'`;
  const [row] = await db
    .select({
      ledger: sql<string>`(SELECT max(l.id)::text FROM ledger_entries l WHERE l.creator_id = ${creatorId})`,
      // Whole rows: a pause or a new price shows even within the same millisecond as the last change.
      packs: sql<string>`(SELECT md5(string_agg(p::text, ',' ORDER BY p.id)) FROM packs p WHERE ${theirs})`,
      views: sql<string>`(SELECT max(v.newest)::text FROM packs p CROSS JOIN LATERAL (SELECT max(pv.created_at) AS newest FROM pack_views pv WHERE pv.pack_id = p.id) v WHERE ${theirs})`,
      reviews: sql<string>`(SELECT md5(string_agg(r.id::text || r.rating, ',' ORDER BY r.id)) FROM reviews r JOIN packs p ON p.id = r.pack_id WHERE ${theirs})`,
    })
    .from(userProfiles)
    .where(eq(userProfiles.id, creatorId));
  return row ? `${row.ledger} ${row.packs} ${row.views} ${row.reviews}` : '';
}

/** The selling figures of `dashboard.ts` and `pack-stats.ts`, behind one in-process cache per instance. */
export function sellingFigures(db: Database, records: QueryRecords) {
  const dashboards = new FigureCache<Dashboard>();
  const stats = new FigureCache<PackStats>();
  // Kept apart from the rest of a pack's statistics, under no fingerprint: a visit or a sale recomputes the views
  // and sales without reading every question again, and the questions are read again at least once a minute.
  const questions = new FigureCache<Asked>();
  const passagesOf = new FigureCache<PassageFigures>();
  const topOf = new FigureCache<TopSections>();
  return {
    async dashboard(user: UserRow, options: { period: DashboardPeriod; timeZone: string; now: Date }) {
      const { period, timeZone, now } = options;
      // At midnight (or the 1st of a month) the same period means other days.
      const starts = `${periodBounds(period, now, timeZone).current.from?.getTime() ?? ''} ${monthStart(now, timeZone).getTime()}`;
      const fingerprint = `${starts} ${await fingerprintOf(db, user.id)}`;
      return dashboards.get(`${user.id} ${period} ${timeZone}`, fingerprint, now, () =>
        creatorDashboard(db, user, options),
      );
    },
    async packStats(user: UserRow, packId: string, options: { timeZone: string; now: Date }) {
      // Whose pack it is is asked every time; only the figures are kept.
      const pack = await packToManage(db, user, packId);
      const today = periodBounds('today', options.now, options.timeZone).current.from?.getTime();
      const fingerprint = `${today} ${await fingerprintOf(db, pack.creatorId ?? user.id, pack.id)}`;
      return stats.get(`${user.id} ${pack.id} ${options.timeZone}`, fingerprint, options.now, () =>
        packStats(db, records, user, packId, {
          ...options,
          questions: (readable, from) =>
            questions.get(`${readable.id} ${options.timeZone}`, String(from.getTime()), options.now, () =>
              questionsAsked(db, records, readable, from, options.timeZone),
            ),
        }),
      );
    },

    /**
     * Which passages earn (passage-figures.ts), and the creator's sections that earn most (top-sections.ts): the
     * revenue they share is in the fingerprint; the uses are not (every buyer's query changes them), so they are
     * at most FIGURES_FRESH_FOR_MS old, as the statistics' questions are.
     */
    async passages(user: UserRow, packId: string, options: PassageOptions & { outlineOf: PackOutline }) {
      const pack = await packToManage(db, user, packId);
      const fingerprint = `${figureDays(options.period, options.timeZone, options.now).from} ${await fingerprintOf(db, pack.creatorId ?? user.id, pack.id)}`;
      return passagesOf.get(
        `${user.id} ${pack.id} ${options.period} ${options.timeZone}`,
        fingerprint,
        options.now,
        () => passageFigures(db, user, packId, options),
      );
    },
    async topSections(user: UserRow, options: PassageOptions) {
      const fingerprint = `${figureDays(options.period, options.timeZone, options.now).from} ${await fingerprintOf(db, user.id)}`;
      return topOf.get(`${user.id} ${options.period} ${options.timeZone}`, fingerprint, options.now, () =>
        topSections(db, user, options),
      );
    },
  };
}

interface PassageOptions {
  period: DashboardPeriod;
  timeZone: string;
  now: Date;
}
