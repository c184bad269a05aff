// Issue 49's figures in one flat record, so a run can print them beside the figures before the issue
// (previous-figures.json): the labelled sets' rates per language, where answered questions cite and quote their
// evidence, and the demo packs' quality panels.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { SignedInClient } from '../support/session';
import { answerabilityRates, askEverything, evidenceRates, NEAR_MISS_SET } from './answerability-quality';

export type Figures = Record<string, string>;

/** The labelled sets asked of their demo packs: each figure named by its set, language and measure. */
export async function answerFigures(client: SignedInClient, ids: Map<string, string>): Promise<Figures> {
  const figures: Figures = {};
  for (const [set, items] of [
    ['tuned-on set', undefined],
    ['held-out set', NEAR_MISS_SET],
  ] as const) {
    const asked = await askEverything(client, ids, items);
    for (const language of ['en', 'ja'] as const) {
      const mine = asked.filter((a) => a.item.language === language);
      const rates = { ...answerabilityRates(mine), ...evidenceRates(mine) };
      for (const [measure, value] of Object.entries(rates)) {
        figures[`${set}, ${language}: ${measure}`] = String(value);
      }
    }
  }
  return figures;
}

const reportSchema = z.object({
  questions: z.int(),
  answered: z.int(),
  offTopic: z.int(),
  refused: z.int(),
  // Absent before issue 49 asked near misses.
  nearMiss: z.int().optional(),
  nearMissRefused: z.int().optional(),
});

/** Every demo pack's quality panel (the studio's report), summed. */
export async function qualityPanelFigures(
  client: SignedInClient,
  ids: Map<string, string>,
): Promise<Figures> {
  const sum = { questions: 0, answered: 0, nearMiss: 0, nearMissRefused: 0, offTopic: 0, refused: 0 };
  for (const id of ids.values()) {
    const res = await client.call(`/api/studio/packs/${id}/quality`);
    if (!res.ok) throw new Error(`quality of ${id}: ${res.status}`);
    const body = (await res.json()) as { quality: unknown };
    if (body.quality === null) continue;
    const report = reportSchema.parse(body.quality);
    sum.questions += report.questions;
    sum.answered += report.answered;
    sum.nearMiss += report.nearMiss ?? 0;
    sum.nearMissRefused += report.nearMissRefused ?? 0;
    sum.offTopic += report.offTopic;
    sum.refused += report.refused;
  }
  return {
    'quality panels: test questions answered': `${sum.answered} of ${sum.questions}`,
    'quality panels: near misses refused':
      sum.nearMiss === 0 ? '— (not asked)' : `${sum.nearMissRefused} of ${sum.nearMiss}`,
    'quality panels: off-topic refused': `${sum.refused} of ${sum.offTopic}`,
  };
}

const previousSchema = z.object({
  commit: z.string(),
  measured: z.string(),
  figures: z.record(z.string(), z.string()),
});

/** The figures measured on the tree before issue 49 (its commit named in the file). */
export function previousFigures(): z.infer<typeof previousSchema> {
  return previousSchema.parse(JSON.parse(readFileSync('bench/answers/previous-figures.json', 'utf8')));
}

/** Each figure of now beside the previous one, in now's order. */
export function beside(previous: Figures, now: Figures) {
  return Object.entries(now).map(([figure, value]) => ({
    figure,
    previous: previous[figure] ?? '—',
    now: value,
  }));
}
