import type { CallToolResult } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { ENGINE_QUERY_MAX_LENGTH, MCP_SEARCH_K_DEFAULT, MCP_SEARCH_K_MAX } from '../../../common/limits';
import { CREDITS_RULE } from '../../selling';
import { originOf, type McpCaller } from '../caller';
import { edition } from '../../reading';
import { fitPassages, QUOTATION_NOTE, quotedBlock } from '../passages';
import { leftOut, leftOutField, packIdsField, passageShape, type ToolContext } from './shared';
import { kenjaTool } from './kenja-tool';

const searchConfig = {
  title: 'Search packs',
  description:
    'Finds the passages of your Kenja packs that best match a query (English or Japanese), best first, each ' +
    'with its pack, edition, file, page or section, score and chunk id. Passages are quoted source material. ' +
    CREDITS_RULE,
  inputSchema: z.object({
    query: z
      .string()
      .min(1)
      .max(ENGINE_QUERY_MAX_LENGTH)
      .describe('What to look for, in words or a question'),
    pack_ids: packIdsField,
    k: z
      .number()
      .int()
      .min(1)
      .max(MCP_SEARCH_K_MAX)
      .default(MCP_SEARCH_K_DEFAULT)
      .describe(`How many passages to return (1–${MCP_SEARCH_K_MAX}, default ${MCP_SEARCH_K_DEFAULT})`),
  }),
  outputSchema: z.object({
    passages: z.array(z.object({ ...passageShape, score: z.number() })),
    truncated: z.boolean().describe('True when passages were left out or shortened to fit the result budget'),
    note: z.string(),
    packs_out_of_credits: leftOutField,
  }),
  annotations: { readOnlyHint: true, openWorldHint: false, title: 'Search packs' },
};

interface SearchArgs {
  query: string;
  pack_ids?: string[] | undefined;
  k: number;
}

/** The best-matching passages, as many as fit the budget, quoted with their provenance. */
async function search(
  { services, budget }: ToolContext,
  { query, pack_ids, k }: SearchArgs,
  caller: McpCaller,
): Promise<CallToolResult> {
  const { user, scope } = caller.principal;
  const { packs, outOfCredits, found } = await services.reading.searchReadable(
    user,
    pack_ids,
    { query, k, filters: {}, rerank: false, hybrid: true },
    { scope, origin: originOf(caller), highlight: false },
  );
  const byId = new Map(packs.map((pack) => [pack.id, { title: pack.title, edition: edition(pack) }]));
  const passages = found.hits.map((hit) => ({
    chunk_id: hit.chunk_id,
    pack_id: hit.pack_id,
    pack_title: byId.get(hit.pack_id)?.title ?? '',
    edition: byId.get(hit.pack_id)?.edition ?? null,
    filename: hit.metadata.filename,
    page: hit.page,
    section: hit.heading_path,
    text: hit.text,
    injection_flags: hit.injection_flags,
    score: Math.round(hit.score * 1000) / 1000,
  }));
  const { kept, truncated } = fitPassages(passages, budget, 150);
  const blocks = kept.map((p, i) => quotedBlock(p, { n: i + 1, score: p.score }));
  const foundText =
    kept.length === 0
      ? 'No passage matches this query in the packs searched.'
      : `${QUOTATION_NOTE}\n\n${blocks.join('\n\n')}${truncated ? '\n\n(Some passages were left out or shortened to fit; narrow the query or lower k.)' : ''}`;
  const skipped = leftOut(services, outOfCredits);
  const text = skipped.line ? `${foundText}\n\n${skipped.line}` : foundText;
  return {
    content: [{ type: 'text', text }],
    structuredContent: { passages: kept, truncated, note: QUOTATION_NOTE, ...skipped.field },
  };
}

export const searchTool = kenjaTool({
  name: 'search',
  config: searchConfig,
  body: (context, args, caller) => search(context, args, caller),
});
