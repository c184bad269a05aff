import { AppError } from '../http/errors';
import type { PassageInContext } from '../reading';
import { fitPassages, type QuotedPassage } from './passages';

/**
 * A passage read with its neighbours, fitted to a result's `budget`: the passage first, its nearest neighbours
 * next while they fit, then told apart as those before it and after it in reading order.
 */
export function fitInContext({ passages, at }: PassageInContext, budget: number) {
  const place = new Map(passages.map((p, i) => [p.chunk_id, i - at]));
  const offset = (p: QuotedPassage) => place.get(p.chunk_id) ?? 0;
  const nearestFirst = [...passages].sort((a, b) => Math.abs(offset(a)) - Math.abs(offset(b)));
  const { kept, truncated } = fitPassages(nearestFirst, budget, 150);
  const [passage, ...rest] = kept;
  if (!passage) throw new AppError('not_found', 'The passage does not fit in a result.');
  const inOrder = (side: -1 | 1) =>
    rest.filter((p) => Math.sign(offset(p)) === side).sort((a, b) => offset(a) - offset(b));
  return { passage, before: inOrder(-1), after: inOrder(1), truncated };
}
