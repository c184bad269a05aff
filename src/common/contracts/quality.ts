import { z } from 'zod';

/**
 * A pack's measured quality (issue 24): test questions drawn from its documents and the creator's sample questions,
 * each answered by the engine, and off-topic questions it should refuse. Measured again on every new edition.
 */
export const packQualitySummarySchema = z.object({
  /** The pack edition (index version) it was measured on. */
  edition: z.int(),
  measuredAt: z.iso.datetime({ offset: true }),
  /** Answerable test questions asked, and of those, how many were answered with supported citations. */
  questions: z.int(),
  answered: z.int(),
  /** Off-topic questions asked, and of those, how many the engine correctly refused ("not in this pack"). */
  offTopic: z.int(),
  refused: z.int(),
});
export type PackQualitySummary = z.infer<typeof packQualitySummarySchema>;

/** One test question the engine did not pass: for the creator, to see what the pack lacks. */
export const qualityFailureSchema = z.object({
  question: z.string(),
  /**
   * The section the question was drawn from (null for the creator's own sample questions and off-topic ones); for
   * a near miss, the neighbouring pack's section it asks about.
   */
  section: z.string().nullable(),
  kind: z.enum(['sample', 'drawn', 'near-miss', 'off-topic']),
  /** refused: said "not in this pack"; unsupported: answered without citations that back it or from another
   * section than the one the question came from; answered: an off-topic or near-miss question answered as if
   * covered. */
  outcome: z.enum(['refused', 'unsupported', 'answered']),
});
export type QualityFailure = z.infer<typeof qualityFailureSchema>;

/** The creator's view (studio): the summary, the weakest sections and every failed question. */
export const packQualityReportSchema = packQualitySummarySchema.extend({
  /**
   * Near-miss questions asked (a neighbouring pack's section this pack only partly holds, issue 49), and of those,
   * how many were refused as they should be. 0 in reports measured before they were asked.
   */
  nearMiss: z.int(),
  nearMissRefused: z.int(),
  weakestSections: z.array(z.object({ section: z.string(), asked: z.int(), answered: z.int() })),
  failures: z.array(qualityFailureSchema),
});
export type PackQualityReport = z.infer<typeof packQualityReportSchema>;

/** `GET /api/studio/packs/{id}/quality`: the latest report, and whether a newer edition is still being measured. */
export const packQualityResponseSchema = z.object({
  quality: packQualityReportSchema.nullable(),
  /** True while the pack's current edition has not been measured yet (a report may be of an older one). */
  measuring: z.boolean(),
});
export type PackQualityResponse = z.infer<typeof packQualityResponseSchema>;
