import { and, asc, between, eq } from 'drizzle-orm';
import type { BearerPrincipal } from '../http/context';
import { liveChunks, documents } from '../db/schema';
import { AppError } from '../http/errors';
import type { PackRow } from '../packs';
import type { McpServices } from './mcp-services';
import { spendCredits } from '../selling';
import { fitPassages, type QuotedPassage } from './passages';

/** When the pack's index last changed: the edition its passages belong to. */
export const edition = (pack: PackRow | undefined) => pack?.indexedAt?.toISOString() ?? null;

/**
 * A passage by chunk id with up to `context` neighbours on each side from its document, the passage first and
 * its nearest neighbours next while they fit `budget`. Another person's passage is "not found" like a missing
 * one: an id must not tell what exists elsewhere.
 */
export async function passageInContext(
  services: McpServices,
  principal: BearerPrincipal,
  chunkId: string,
  context: number,
  budget: number,
) {
  const notFound = new AppError('not_found', `No passage ${chunkId} in the packs you may read.`);
  const [target] = await services.db
    .select({ documentId: liveChunks.documentId, packId: liveChunks.packId, ordinal: liveChunks.ordinal })
    .from(liveChunks)
    .where(eq(liveChunks.id, chunkId.toLowerCase()));
  if (!target) throw notFound;
  // Someone else's passage is "not found" as well: an id must not tell what exists elsewhere.
  const [pack] = await services.entitlements
    .packsToRead(principal.user, [target.packId], principal.scope)
    .catch((error: unknown) => {
      if (error instanceof AppError) throw notFound;
      throw error;
    });
  const rows = await services.db
    .select({
      id: liveChunks.id,
      ordinal: liveChunks.ordinal,
      text: liveChunks.text,
      page: liveChunks.page,
      headingPath: liveChunks.headingPath,
      injectionFlags: liveChunks.injectionFlags,
      filename: documents.filename,
    })
    .from(liveChunks)
    .innerJoin(documents, eq(documents.id, liveChunks.documentId))
    .where(
      and(
        eq(liveChunks.documentId, target.documentId),
        between(liveChunks.ordinal, target.ordinal - context, target.ordinal + context),
      ),
    )
    .orderBy(asc(liveChunks.ordinal));
  const present = (row: (typeof rows)[number]): QuotedPassage => ({
    chunk_id: row.id,
    pack_id: target.packId,
    pack_title: pack?.title ?? '',
    edition: edition(pack),
    filename: row.filename,
    page: row.page,
    section: row.headingPath,
    text: row.text,
    injection_flags: row.injectionFlags,
  });
  const main = rows.find((row) => row.ordinal === target.ordinal);
  if (!main) throw notFound;
  // Pack text read with query credits costs one credit, as a search does (none is spent on a passage not found).
  if (pack?.source === 'credits') {
    await spendCredits(services.db, principal.user.id, [pack], {
      at: services.now(),
      publicUrl: services.authConfig.publicUrl.href,
    });
  }
  // The passage first, then its nearest neighbours, while they fit.
  const neighbours = rows
    .filter((row) => row !== main)
    .sort((a, b) => Math.abs(a.ordinal - target.ordinal) - Math.abs(b.ordinal - target.ordinal));
  const { kept, truncated } = fitPassages([main, ...neighbours].map(present), budget, 150);
  const [passage, ...rest] = kept;
  if (!passage) throw notFound;
  const ordinalOf = new Map(rows.map((row) => [row.id, row.ordinal]));
  const byOrdinal = (a: QuotedPassage, b: QuotedPassage) =>
    (ordinalOf.get(a.chunk_id) ?? 0) - (ordinalOf.get(b.chunk_id) ?? 0);
  const before = rest.filter((p) => (ordinalOf.get(p.chunk_id) ?? 0) < target.ordinal).sort(byOrdinal);
  const after = rest.filter((p) => (ordinalOf.get(p.chunk_id) ?? 0) > target.ordinal).sort(byOrdinal);
  return { packId: target.packId, passage, before, after, truncated };
}
