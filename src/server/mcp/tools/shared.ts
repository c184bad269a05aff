import { z } from 'zod';
import { SEARCH_MAX_PACKS } from '../../../common/limits';
import { AppError } from '../../http/errors';
import type { PackRow } from '../../packs';
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

/** The packs a call names, or every readable pack (within the token's scope) when it names none. */
export async function packsFor(
  services: McpServices,
  caller: McpCaller,
  packIds: string[] | undefined,
): Promise<PackRow[]> {
  const { user, scope } = caller.principal;
  if (packIds) return services.entitlements.packsToRead(user, packIds, scope);
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
  return readable;
}
