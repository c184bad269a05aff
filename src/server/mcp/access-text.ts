import { topUpUrl } from '../selling';
import type { ReadablePack } from '../packs';

/**
 * Why the caller may read a pack, as list_packs tells the model: the reason, and for query credits how many are
 * left (each search, get_passage or ask spends one) and, at none, where to buy more — so the assistant can say so before a
 * query is refused.
 */
export function accessText(
  pack: Pick<ReadablePack, 'source' | 'slug'>,
  queriesLeft: number | null,
  publicUrl: string,
): string {
  if (pack.source !== 'credits') return pack.source;
  const left = queriesLeft ?? 0;
  if (left === 0) return `query credits, none left: top up at ${topUpUrl(pack, publicUrl)}`;
  return `query credits, ${left} ${left === 1 ? 'query' : 'queries'} left (each search, get_passage or ask spends one)`;
}
