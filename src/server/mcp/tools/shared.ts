import { z } from 'zod';
import { SEARCH_MAX_PACKS } from '../../../common/limits';
import type { ReadablePack } from '../../packs';
import { outOfCreditsMessage, topUpUrl } from '../../selling';
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
