import { z } from 'zod';
import { SEARCH_MAX_PACKS } from '../../../common/limits';
import { AppError } from '../../http/errors';
import type { PackRow, ReadablePack } from '../../packs';
import { creditsLeft, outOfCreditsMessage, topUpUrl } from '../../selling';
import { originOf, type McpCaller } from '../caller';
import type { McpServices } from '../mcp-services';

/** What every tool is built from: the services, and how large one result may be. */
export interface ToolContext {
  services: McpServices;
  /** About how many tokens one result may take. */
  budget: number;
}

export const packIdsField = z
  .array(z.uuid())
  .min(1)
  .max(SEARCH_MAX_PACKS)
  .optional()
  .describe('Ids of the packs to use (from list_packs); every pack you may read when omitted');

/** A passage in a tool's structured result: the fields of `QuotedPassage`, as clients are told them. */
export const passageShape = {
  chunk_id: z.string().describe('The passage id, for get_passage'),
  pack_id: z.string(),
  pack_title: z.string(),
  edition: z
    .string()
    .nullable()
    .describe("When the pack's index last changed (ISO 8601): the edition quoted"),
  filename: z.string(),
  page: z.number().int().nullable(),
  section: z.array(z.string()).describe('The headings the passage sits under, outermost first'),
  text: z.string(),
  injection_flags: z
    .array(z.string())
    .describe('Why Kenja took this passage for text aimed at AI assistants; empty when it did not'),
};

/** One tool call, for the record of queries. */
export interface ToolCall {
  tool: string;
  packIds: string[];
  query: string | null;
  resultCount: number;
  /** `performance.now()` when the call began. */
  started: number;
}

/**
 * Records a call of a tool that reads packs without the search or answer services, which record their own (and
 * have a top score to give).
 */
export function recordQuery(services: McpServices, caller: McpCaller, call: ToolCall): void {
  services.queryRecords.record({
    userId: caller.principal.user.id,
    ...originOf(caller),
    tool: call.tool,
    packIds: call.packIds,
    query: call.query,
    resultCount: call.resultCount,
    topScore: null,
    latencyMs: Math.round((performance.now() - call.started) * 100) / 100,
  });
}

/** The packs a call reads, and the packs it left out because their query credits are used up. */
export interface PacksToRead {
  packs: PackRow[];
  outOfCredits: ReadablePack[];
}

/**
 * The packs a call names, or every readable pack (within the token's scope) when it names none. Naming none means
 * "whatever I may read": a pack read with query credits and none left is then left out and named in the result
 * (`leftOutField`), rather than refusing the call over every other pack (issue 46); only when nothing else is left is
 * the call refused, with where to top up. A pack named in pack_ids is read or refused as asked.
 */
export async function packsFor(
  services: McpServices,
  caller: McpCaller,
  packIds: string[] | undefined,
): Promise<PacksToRead> {
  const { user, scope } = caller.principal;
  if (packIds)
    return { packs: await services.entitlements.packsToRead(user, packIds, scope), outOfCredits: [] };
  const readable = await services.entitlements.readablePacks(user, scope);
  if (readable.length === 0)
    throw new AppError(
      'not_found',
      'You have no packs to read yet: buy or add one on Kenja, then try again.',
    );
  if (readable.length > SEARCH_MAX_PACKS)
    throw new AppError(
      'validation',
      `You may read ${readable.length} packs: name up to ${SEARCH_MAX_PACKS} in pack_ids.`,
    );
  const metered = readable.filter((pack) => pack.source === 'credits');
  if (metered.length === 0) return { packs: readable, outOfCredits: [] };
  const left = await creditsLeft(
    services.db,
    user.id,
    metered.map((pack) => pack.id),
  );
  const outOfCredits = metered.filter((pack) => (left.get(pack.id) ?? 0) <= 0);
  if (outOfCredits.length === readable.length) {
    const publicUrl = services.authConfig.publicUrl.href;
    throw new AppError(
      'payment_required',
      outOfCredits.map((pack) => outOfCreditsMessage(pack, publicUrl)).join(' '),
    );
  }
  return { packs: readable.filter((pack) => !outOfCredits.includes(pack)), outOfCredits };
}

/** The structured result's record of the packs a call left out for want of query credits (absent when none). */
export const leftOutField = z
  .array(z.object({ pack_id: z.string(), pack_title: z.string(), top_up_url: z.string() }))
  .optional()
  .describe('Packs left out of this call because their query credits are used up, and where to buy more');

/** What a result says of the packs it left out: a line for its text, and its structured field. */
export function leftOut(services: McpServices, outOfCredits: readonly ReadablePack[]) {
  if (outOfCredits.length === 0) return { line: '', field: {} };
  const publicUrl = services.authConfig.publicUrl.href;
  const messages = outOfCredits.map((pack) => outOfCreditsMessage(pack, publicUrl));
  return {
    line: `Left out of this call: ${messages.join(' ')}`,
    field: {
      packs_out_of_credits: outOfCredits.map((pack) => ({
        pack_id: pack.id,
        pack_title: pack.title,
        top_up_url: topUpUrl(pack, publicUrl),
      })),
    },
  };
}
