import { AppError } from '../../http/errors';
import type { ReadablePack } from '../../packs';
import type { McpCaller } from '../caller';
import type { McpServices } from '../mcp-services';

/**
 * Kenja's resource URIs: a pack's outline at `kenja://packs/{slug}`, its editions at `kenja://packs/{slug}/editions`,
 * one passage at `kenja://packs/{slug}/passages/{chunk_id}`. Slugs, not ids: a person reading a client's resource
 * picker sees the pack's name.
 */
export const PACK_TEMPLATE = 'kenja://packs/{slug}';
export const EDITIONS_TEMPLATE = 'kenja://packs/{slug}/editions';
export const PASSAGE_TEMPLATE = 'kenja://packs/{slug}/passages/{chunk_id}';

export const packUri = (slug: string) => `kenja://packs/${slug}`;
export const editionsUri = (slug: string) => `kenja://packs/${slug}/editions`;
export const passageUri = (slug: string, chunkId: string) => `kenja://packs/${slug}/passages/${chunkId}`;

/** How many names a completion offers at most. */
const COMPLETION_MAX = 50;

/** The caller's readable pack with this slug; any other is "not found", as a missing one is. */
export async function readablePackBySlug(
  services: McpServices,
  caller: McpCaller,
  slug: string,
): Promise<ReadablePack> {
  const { user, scope } = caller.principal;
  const pack = (await services.reading.readablePacks(user, scope)).find((p) => p.slug === slug);
  if (!pack) throw new AppError('not_found', `No pack ${slug} among the packs you may read.`);
  return pack;
}

/** The slugs of the caller's readable packs whose slug or title holds `typed` (case-insensitive), best first. */
export async function completePackSlugs(
  services: McpServices,
  caller: McpCaller,
  typed: string,
): Promise<{ values: string[]; total: number; hasMore: boolean }> {
  const { user, scope } = caller.principal;
  const needle = typed.trim().toLowerCase();
  const matching = (await services.reading.readablePacks(user, scope))
    .filter((p) => p.slug.includes(needle) || p.title.toLowerCase().includes(needle))
    .sort((a, b) => Number(!a.slug.startsWith(needle)) - Number(!b.slug.startsWith(needle)));
  return {
    values: matching.slice(0, COMPLETION_MAX).map((p) => p.slug),
    total: matching.length,
    hasMore: matching.length > COMPLETION_MAX,
  };
}
