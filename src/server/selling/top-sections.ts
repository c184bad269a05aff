import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { DashboardPeriod, TopSections } from '../../common/contracts/selling';
import { PASSAGE_FIGURE_MIN, TOP_SECTIONS } from '../../common/limits';
import type { Database } from '../db/client';
import { documents, packDays, packs, passageDays } from '../db/schema';
import type { UserRow } from '../http/context';
import { SECTION_JOIN } from '../records';
import { periodBounds } from './periods';
import { figureDays, readersOf, shareAmongSections, weightOf } from './passage-figures';

/**
 * The dashboard's "sections that earn most" (issue 52): across the creator's packs, each section's share of its
 * pack's revenue in the period by the same rule as the pack's own figures (ADR 0050), the first TOP_SECTIONS by
 * revenue then use, none used fewer than PASSAGE_FIGURE_MIN times. Read from the rollups only.
 */
export async function topSections(
  db: Database,
  user: UserRow,
  { period, timeZone, now }: { period: DashboardPeriod; timeZone: string; now: Date },
): Promise<TopSections> {
  const days = figureDays(period, timeZone, now);
  const inDays = (column: typeof passageDays.day | typeof packDays.day) =>
    and(days.from ? gte(column, days.from) : undefined, lte(column, days.to));
  const mine = and(eq(packs.creatorId, user.id), eq(packs.kind, 'marketplace'));
  const [used, revenues, [currency]] = await Promise.all([
    db
      .select({
        packId: passageDays.packId,
        documentId: passageDays.documentId,
        title: packs.title,
        filename: documents.filename,
        section: passageDays.section,
        retrieved: sql<number>`sum(${passageDays.retrieved})::int`,
        read: sql<number>`sum(${passageDays.read})::int`,
        cited: sql<number>`sum(${passageDays.cited})::int`,
      })
      .from(passageDays)
      .innerJoin(packs, eq(packs.id, passageDays.packId))
      .innerJoin(documents, eq(documents.id, passageDays.documentId))
      .where(and(mine, inDays(passageDays.day)))
      .groupBy(
        passageDays.packId,
        packs.title,
        passageDays.documentId,
        documents.filename,
        passageDays.section,
      ),
    db
      .select({ packId: packDays.packId, cents: sql<number>`sum(${packDays.revenueCents})::bigint` })
      .from(packDays)
      .innerJoin(packs, eq(packs.id, packDays.packId))
      .where(and(mine, inDays(packDays.day)))
      .groupBy(packDays.packId),
    db.select({ currency: packs.currency }).from(packs).where(mine).limit(1),
  ]);
  const revenueOf = new Map(revenues.map((row) => [row.packId, Number(row.cents)]));
  // A pack fewer than PASSAGE_FIGURE_MIN people used in the period names no section (passage-figures.ts).
  const start = periodBounds(period, now, timeZone).current.from;
  const readers = await readersOf(db, user.id, [...new Set(used.map((row) => row.packId))], start);
  const byPack = new Map<string, typeof used>();
  for (const row of used) byPack.set(row.packId, [...(byPack.get(row.packId) ?? []), row]);
  const ranked = [...byPack].flatMap(([packId, rows]) => {
    if ((readers.get(packId) ?? 0) < PASSAGE_FIGURE_MIN) return [];
    const shares = shareAmongSections(
      revenueOf.get(packId) ?? 0,
      rows.map((row) => ({ documentId: row.documentId, key: row.section, use: row })),
    );
    return rows.map((row, i) => ({ row, uses: row.retrieved + row.read + row.cited, cents: shares[i] ?? 0 }));
  });
  return {
    period,
    currency: currency?.currency ?? 'USD',
    sections: ranked
      .filter(({ uses }) => uses >= PASSAGE_FIGURE_MIN)
      .sort((a, b) => b.cents - a.cents || weightOf(b.row) - weightOf(a.row))
      .slice(0, TOP_SECTIONS)
      .map(({ row, uses, cents }) => ({
        pack: { id: row.packId, title: row.title },
        filename: row.filename,
        headings: row.section === '' ? [] : row.section.split(SECTION_JOIN),
        uses,
        revenueCents: cents,
      })),
  };
}
