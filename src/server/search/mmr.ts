// Maximal marginal relevance (Carbonell & Goldstein 1998): pick results one at a time, trading relevance against
// similarity to what was already picked, so the top k are not five chunks saying the same thing.

/**
 * `lambda` = 1 is plain relevance order; lower values favour diversity. Relevance is the hit's score divided by
 * the best score, so it is on the same [0, 1] scale as the similarity.
 */
export function mmrRerank<T extends { score: number }>(
  hits: T[],
  similarity: (a: T, b: T) => number,
  options: { lambda?: number; k: number },
): T[] {
  const lambda = options.lambda ?? 0.7;
  const best = hits.reduce((max, hit) => Math.max(max, hit.score), 0) || 1;
  const remaining = [...hits];
  const picked: T[] = [];
  // Highest similarity of each remaining hit to anything picked so far, updated as picks are made.
  const closest = new Float64Array(remaining.length);
  while (picked.length < options.k && remaining.length > 0) {
    let choice = 0;
    let choiceValue = -Infinity;
    remaining.forEach((hit, i) => {
      const value = lambda * (hit.score / best) - (1 - lambda) * (closest[i] ?? 0);
      if (value > choiceValue) {
        choiceValue = value;
        choice = i;
      }
    });
    const [chosen] = remaining.splice(choice, 1);
    closest.copyWithin(choice, choice + 1);
    if (chosen === undefined) break;
    picked.push(chosen);
    remaining.forEach((hit, i) => {
      closest[i] = Math.max(closest[i] ?? 0, similarity(chosen, hit));
    });
  }
  return picked;
}

/** |A ∩ B| / |A ∪ B| of two term sets: the similarity MMR uses when chunks have no vectors. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const term of small) if (large.has(term)) shared++;
  return shared / (a.size + b.size - shared);
}
