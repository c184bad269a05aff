import { eq, sql } from 'drizzle-orm';
import type {
  PackQualityReport,
  PackQualityResponse,
  PackQualitySummary,
} from '../../common/contracts/quality';
import type { Clock } from '../clock';
import { rowsOf, type Database } from '../db/client';
import { packQualityReports, packs } from '../db/schema';
import { MEASURE_QUALITY_JOB, queueQualityJobs } from '../ingest';
import { stillIndexing } from '../packs';
import type { JobHandler } from '../jobs/worker';
import { headingsOfNeighbours, passagePlacesOfPack, passageTexts, type PackRanker } from '../search';
import { drawnQuestions } from './drawn-questions';
import { measurePack } from './measure';
import { engineQuestionCheck } from './question-check';
import type { QualityChunk } from './test-questions';

/** The most passages a measurement reads: questions are drawn from passages spread over them. */
const CHUNKS_READ = 2000;
/** The most headings of other packs read to make near-miss questions from (they take ten). */
const NEIGHBOUR_HEADINGS_READ = 400;

/**
 * Measures a pack's answer quality on the edition its job names (enqueued in the transaction that made the edition,
 * ingest's `recountPack`). A job for an edition already replaced does nothing (the newer edition has its own), and
 * so does one while a document of the pack is still being indexed: the last one's edition is measured.
 */
export function measureQualityHandler({
  db,
  ranker,
  now,
}: {
  db: Database;
  ranker: PackRanker;
  now: Clock;
}): JobHandler {
  return {
    async run(job) {
      const packId = String(job.payload.packId);
      const edition = Number(job.payload.edition);
      const [pack] = await db.select().from(packs).where(eq(packs.id, packId));
      if (!pack || pack.indexVersion !== edition || (await stillIndexing(db, packId))) return;
      const chunks = await readChunks(db, packId);
      const measured =
        chunks.length > 0
          ? await measurePack(
              ranker,
              pack,
              chunks,
              (ids) => passageTexts(db, ids),
              await headingsOfNeighbours(db, pack, NEIGHBOUR_HEADINGS_READ),
            )
          : undefined;
      const drawn = await drawnQuestions(engineQuestionCheck(ranker, pack), pack, chunks);
      await db.transaction(async (tx) => {
        // Written only if the edition is still the pack's: a newer one is measured by its own job.
        const [current] = await tx
          .select({ edition: packs.indexVersion })
          .from(packs)
          .where(eq(packs.id, packId))
          .for('update');
        if (current?.edition !== edition) return;
        if (!measured) {
          await tx.update(packs).set({ quality: null, drawnQuestions: [] }).where(eq(packs.id, packId));
          await tx.delete(packQualityReports).where(eq(packQualityReports.packId, packId));
          return;
        }
        const measuredAt = now();
        const report: PackQualityReport = { edition, measuredAt: measuredAt.toISOString(), ...measured };
        await tx
          .update(packs)
          .set({ quality: summaryOf(report), drawnQuestions: drawn })
          .where(eq(packs.id, packId));
        await tx
          .insert(packQualityReports)
          .values({ packId, edition, report, measuredAt })
          .onConflictDoUpdate({ target: packQualityReports.packId, set: { edition, report, measuredAt } });
      });
    },
    isTransient: () => true,
  };
}

function summaryOf(report: PackQualityReport): PackQualitySummary {
  const { edition, measuredAt, questions, answered, offTopic, refused } = report;
  return { edition, measuredAt, questions, answered, offTopic, refused };
}

const readChunks = (db: Database, packId: string): Promise<QualityChunk[]> =>
  passagePlacesOfPack(db, packId, CHUNKS_READ);

/** Packs whose current edition has no measurement yet (a database from before measurements): queued at start. */
export async function enqueueQualityMeasurements(db: Database, now: Date): Promise<void> {
  await queueQualityJobs(
    db,
    sql`total_chunks > 0 AND (quality IS NULL OR (quality->>'edition')::int <> index_version)`,
    now,
  );
}

/** The pack measured again on its edition: its sample questions, which are test questions too, changed. */
export async function enqueueQualityMeasurement(db: Database, packId: string, now: Date): Promise<void> {
  await queueQualityJobs(db, sql`total_chunks > 0 AND id = ${packId}`, now);
}

/** The creator's report (`GET /api/studio/packs/{id}/quality`); the caller has checked they may see it. */
export async function readQualityReport(db: Database, packId: string): Promise<PackQualityResponse> {
  const [row] = await db
    .select({ report: packQualityReports.report })
    .from(packQualityReports)
    .where(eq(packQualityReports.packId, packId));
  // Measuring while a document is being indexed (its edition will be measured) or a measurement is waiting or
  // running; a measurement that failed for good is not waited for.
  const [busy] = rowsOf<{ busy: boolean }>(
    await db.execute(sql`
    SELECT EXISTS (
      SELECT 1 FROM documents WHERE pack_id = ${packId} AND status IN ('queued', 'processing')
    ) OR EXISTS (
      SELECT 1 FROM jobs WHERE kind = ${MEASURE_QUALITY_JOB} AND payload->>'packId' = ${packId}
        AND status IN ('queued', 'running')
    ) AS busy`),
  );
  // A report measured before near-miss questions were asked holds none.
  const stored: Partial<PackQualityReport> | undefined = row?.report;
  const quality = row
    ? { ...row.report, nearMiss: stored?.nearMiss ?? 0, nearMissRefused: stored?.nearMissRefused ?? 0 }
    : null;
  return { quality, measuring: busy?.busy === true };
}
