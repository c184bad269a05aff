// Combining ranked lists from different retrievers (lexical BM25, dense vectors) into one ranking.

export interface ScoredId {
  id: string;
  score: number;
}

/**
 * Reciprocal rank fusion (Cormack et al. 2009): each list adds 1 / (k + rank). It uses ranks only, so it needs
 * no score calibration between retrievers; k = 60 damps the weight of the very first ranks.
 */
export function reciprocalRankFusion(lists: ScoredId[][], options: { k?: number } = {}): ScoredId[] {
  const k = options.k ?? 60;
  const fused = new Map<string, number>();
  for (const list of lists) {
    list.forEach((item, rank) => fused.set(item.id, (fused.get(item.id) ?? 0) + 1 / (k + rank + 1)));
  }
  return sortByScore(fused);
}

/**
 * Linear interpolation of min-max normalised scores (Vectara's hybrid search): `lambda` is the lexical share,
 * 1 − lambda the dense share. An item missing from a list gets 0 from it.
 */
export function interpolate(lexical: ScoredId[], dense: ScoredId[], lambda: number): ScoredId[] {
  const fused = new Map<string, number>();
  for (const [list, weight] of [
    [lexical, lambda],
    [dense, 1 - lambda],
  ] as const) {
    for (const [id, score] of normalise(list)) fused.set(id, (fused.get(id) ?? 0) + weight * score);
  }
  return sortByScore(fused);
}

/** Scores mapped onto [0, 1]; a list whose scores are all equal maps to 1 (every item is as good as the best). */
function normalise(list: ScoredId[]): Map<string, number> {
  let min = Infinity;
  let max = -Infinity;
  for (const { score } of list) {
    min = Math.min(min, score);
    max = Math.max(max, score);
  }
  const range = max - min;
  return new Map(list.map(({ id, score }) => [id, range > 0 ? (score - min) / range : 1]));
}

function sortByScore(scores: Map<string, number>): ScoredId[] {
  // Map iteration keeps first-seen order, and the sort is stable: ties keep the order the lists gave.
  return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score);
}
