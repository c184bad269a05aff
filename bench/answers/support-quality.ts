// The support check measured on its labelled set. "Positive" is an unsupported sentence: precision is the share of
// flagged sentences that were really altered, recall the share of altered sentences that were flagged.
// `npx tsx bench/answers/support-quality.ts` prints the figures and a sweep of thresholds.
import { fileURLToPath } from 'node:url';
import { checkSupport, SUPPORT_THRESHOLD } from '../../src/server/answer/support';
import { SUPPORT_SET, type SupportItem } from './support-set';

export interface SupportFigures {
  slice: string;
  n: number;
  precision: number;
  recall: number;
  f1: number;
  accuracy: number;
}

/** True when the check flags the item's sentence, cited as [1] against its passage, as unsupported. */
function flagged(item: SupportItem, threshold: number): boolean {
  const result = checkSupport(`${item.sentence} [1]`, new Map([[1, item.passage]]), item.language, threshold);
  return result.sentences[0]?.supported !== true;
}

function figures(slice: string, items: SupportItem[], threshold: number): SupportFigures {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let correct = 0;
  for (const item of items) {
    const isFlagged = flagged(item, threshold);
    const altered = item.label === 'unsupported';
    if (isFlagged && altered) tp += 1;
    if (isFlagged && !altered) fp += 1;
    if (!isFlagged && altered) fn += 1;
    if (isFlagged === altered) correct += 1;
  }
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    slice,
    n: items.length,
    precision: round(precision),
    recall: round(recall),
    f1: round(f1),
    accuracy: round(correct / items.length),
  };
}

/** Per language and overall, at the threshold Kenja uses (or another, for the sweep). */
export function measureSupport(threshold = SUPPORT_THRESHOLD): SupportFigures[] {
  return [
    figures(
      'en',
      SUPPORT_SET.filter((i) => i.language === 'en'),
      threshold,
    ),
    figures(
      'ja',
      SUPPORT_SET.filter((i) => i.language === 'ja'),
      threshold,
    ),
    figures('all', SUPPORT_SET, threshold),
  ];
}

/** How often each kind of sentence is judged right (supported kinds kept, altered kinds flagged). */
export function accuracyByKind(threshold = SUPPORT_THRESHOLD): { kind: string; n: number; right: number }[] {
  const kinds = [...new Set(SUPPORT_SET.map((i) => i.kind))];
  return kinds.map((kind) => {
    const items = SUPPORT_SET.filter((i) => i.kind === kind);
    const right = items.filter((i) => flagged(i, threshold) === (i.label === 'unsupported')).length;
    return { kind, n: items.length, right };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`Support check at threshold ${SUPPORT_THRESHOLD}`);
  console.table(measureSupport());
  console.table(accuracyByKind());
  console.log('Threshold sweep (all items)');
  console.table(
    [0.3, 0.4, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.9].map((t) => ({
      threshold: t,
      ...measureSupport(t)[2],
    })),
  );
}
