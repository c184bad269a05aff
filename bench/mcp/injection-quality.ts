// The injection screen measured on its labelled sets. "Positive" is a hostile passage: precision is the share of
// flagged passages that were really hostile, recall the share of hostile passages that were flagged. Each passage is
// screened as it arrives (raw, so hidden characters count) and as indexing stores it (after `normalizeText`); a
// flag on either counts. Three sets: the first (one- or two-sentence passages, bench/mcp/injection-set.ts), the
// second (chunk-length passages with obfuscated attacks and much security writing, issue 20 item 7) and the second's
// small held-out batch, never tuned against. `npx tsx bench/mcp/injection-quality.ts` prints the figures and the
// passages each set gets wrong.
import { fileURLToPath } from 'node:url';
import { INJECTION_SET_2 } from '../../src/server/ingest/fixtures/injection-set-2';
import { screenQuality, type ScreenQuality } from '../../src/server/ingest/fixtures/injection-set-2/figures';
import { HELD_OUT } from '../../src/server/ingest/fixtures/injection-set-2/held-out';
import { INJECTION_SET } from './injection-set';

// The first set predates categories: its security writing is told by its notes.
const FIRST_SET = INJECTION_SET.map((passage) => ({
  ...passage,
  category: /secur|paper|research|attack|研究|論文|攻撃/i.test(passage.note) ? 'security-writing' : 'other',
  label: `${passage.language}: ${passage.note}`,
}));
const SECOND_SET = INJECTION_SET_2.map((passage) => ({
  ...passage,
  label: `${passage.id} (${passage.technique})`,
}));
const HELD_OUT_SET = HELD_OUT.map((passage) => ({
  ...passage,
  label: `${passage.id} (${passage.technique})`,
}));

export interface InjectionSetQuality {
  set: string;
  quality: ScreenQuality<{ label: string; text: string; language: 'en' | 'ja'; hostile: boolean }>;
}

export function injectionScreenQualities(): InjectionSetQuality[] {
  return [
    { set: `first (${FIRST_SET.length})`, quality: screenQuality(FIRST_SET) },
    { set: `second (${SECOND_SET.length})`, quality: screenQuality(SECOND_SET) },
    { set: `second, held out (${HELD_OUT_SET.length})`, quality: screenQuality(HELD_OUT_SET) },
  ];
}

/** One row per set and language: precision, recall, and false flags on benign security writing. */
export function qualityRows(qualities: readonly InjectionSetQuality[]) {
  return qualities.flatMap(({ set, quality }) => [
    {
      set,
      language: 'all',
      precision: quality.precision.toFixed(2),
      recall: quality.recall.toFixed(2),
      'security writing flagged': `${quality.securityWritingFalseFlags.flagged}/${quality.securityWritingFalseFlags.of}`,
    },
    ...(['en', 'ja'] as const).map((language) => ({
      set,
      language,
      precision: quality.byLanguage[language].precision.toFixed(2),
      recall: quality.byLanguage[language].recall.toFixed(2),
      'security writing flagged': '',
    })),
  ]);
}

export function printQualities(qualities: readonly InjectionSetQuality[]) {
  console.table(qualityRows(qualities));
  for (const { set, quality } of qualities) {
    if (quality.falseNegatives.length > 0)
      console.log(
        `Missed (${set}):`,
        quality.falseNegatives.map((p) => p.label),
      );
    if (quality.falsePositives.length > 0)
      console.log(
        `Flagged benign (${set}):`,
        quality.falsePositives.map((p) => p.label),
      );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printQualities(injectionScreenQualities());
