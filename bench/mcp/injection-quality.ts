// The injection screen measured on its labelled set. "Positive" is a hostile passage: precision is the share of
// flagged passages that were really hostile, recall the share of hostile passages that were flagged. Each passage is
// screened as it arrives (raw, so hidden characters count) and as indexing stores it (after `normalizeText`); a
// flag on either counts. `npx tsx bench/mcp/injection-quality.ts` prints the figures and the passages it gets wrong.
import { fileURLToPath } from 'node:url';
import { screenPassage } from '../../src/server/ingest/injection-screen';
import { normalizeText } from '../../src/server/ingest/normalize';
import { INJECTION_SET, type LabelledPassage } from './injection-set';

export interface InjectionFigures {
  precision: number;
  recall: number;
}

export interface InjectionScreenQuality extends InjectionFigures {
  byLanguage: Record<'en' | 'ja', InjectionFigures>;
  falsePositives: string[];
  falseNegatives: string[];
}

/** True when the screen flags the passage, raw or normalised. */
function flagged(passage: LabelledPassage): boolean {
  return screenPassage(passage.text).flagged || screenPassage(normalizeText(passage.text)).flagged;
}

function figures(passages: readonly LabelledPassage[], isFlagged: ReadonlyMap<LabelledPassage, boolean>) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const passage of passages) {
    const flag = isFlagged.get(passage) === true;
    if (flag && passage.hostile) tp += 1;
    if (flag && !passage.hostile) fp += 1;
    if (!flag && passage.hostile) fn += 1;
  }
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    precision: round(tp + fp === 0 ? 1 : tp / (tp + fp)),
    recall: round(tp + fn === 0 ? 1 : tp / (tp + fn)),
  };
}

/** Overall and per language, with the notes of the passages the screen gets wrong. */
export function injectionScreenQuality(): InjectionScreenQuality {
  const isFlagged = new Map(INJECTION_SET.map((passage) => [passage, flagged(passage)]));
  const label = (passage: LabelledPassage) => `${passage.language}: ${passage.note}`;
  return {
    ...figures(INJECTION_SET, isFlagged),
    byLanguage: {
      en: figures(
        INJECTION_SET.filter((p) => p.language === 'en'),
        isFlagged,
      ),
      ja: figures(
        INJECTION_SET.filter((p) => p.language === 'ja'),
        isFlagged,
      ),
    },
    falsePositives: INJECTION_SET.filter((p) => !p.hostile && isFlagged.get(p) === true).map(label),
    falseNegatives: INJECTION_SET.filter((p) => p.hostile && isFlagged.get(p) !== true).map(label),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = (language: 'en' | 'ja', hostile: boolean) =>
    INJECTION_SET.filter((p) => p.language === language && p.hostile === hostile).length;
  console.log(
    `Injection screen on the labelled set: en ${count('en', true)} hostile + ${count('en', false)} benign, ja ${count('ja', true)} hostile + ${count('ja', false)} benign`,
  );
  console.log(injectionScreenQuality());
}
