import { screenPassage } from '../../src/server/ingest/injection-screen';
import { INJECTION_SET, type LabelledPassage } from './injection-set';

interface Scores {
  precision: number;
  recall: number;
}

function score(
  set: readonly LabelledPassage[],
): Scores & { falsePositives: string[]; falseNegatives: string[] } {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const falsePositives: string[] = [];
  const falseNegatives: string[] = [];
  for (const passage of set) {
    const flagged = screenPassage(passage.text).flagged;
    if (flagged && passage.hostile) {
      tp += 1;
    } else if (flagged) {
      fp += 1;
      falsePositives.push(`${passage.language}: ${passage.note}`);
    } else if (passage.hostile) {
      fn += 1;
      falseNegatives.push(`${passage.language}: ${passage.note}`);
    }
  }
  return {
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
    falsePositives,
    falseNegatives,
  };
}

/** The screen over the labelled set: positive class hostile. */
export function injectionScreenQuality() {
  const all = score(INJECTION_SET);
  const byLanguage = {
    en: score(INJECTION_SET.filter((p) => p.language === 'en')),
    ja: score(INJECTION_SET.filter((p) => p.language === 'ja')),
  };
  return {
    precision: all.precision,
    recall: all.recall,
    byLanguage: {
      en: { precision: byLanguage.en.precision, recall: byLanguage.en.recall },
      ja: { precision: byLanguage.ja.precision, recall: byLanguage.ja.recall },
    },
    falsePositives: all.falsePositives,
    falseNegatives: all.falseNegatives,
  };
}
