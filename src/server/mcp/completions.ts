import type { CompleteResult, McpServer } from '@modelcontextprotocol/server';
import { callerOf } from './caller';
import { completePackSlugs, EDITIONS_TEMPLATE, PACK_TEMPLATE, PASSAGE_TEMPLATE } from './resources/pack-uris';
import type { ToolContext } from './tools/shared';

/** Where a pack's name is asked for: the prompts' `pack` argument and the resource templates' `slug`. */
const PACK_PROMPTS = new Set(['ask_expert', 'cite_pack']);
const PACK_TEMPLATES = new Set([PACK_TEMPLATE, EDITIONS_TEMPLATE, PASSAGE_TEMPLATE]);

/**
 * `completion/complete` for pack names, from the packs the caller may read. Installed as the server's own handler:
 * the SDK's completion callbacks are not told who is asking, and each caller reads different packs.
 */
export function registerCompletions(server: McpServer, { services }: ToolContext): void {
  server.server.registerCapabilities({ completions: {} });
  server.server.setRequestHandler('completion/complete', async (request, ctx): Promise<CompleteResult> => {
    const { ref, argument } = request.params;
    const asksForPack =
      (ref.type === 'ref/prompt' && PACK_PROMPTS.has(ref.name) && argument.name === 'pack') ||
      (ref.type === 'ref/resource' && PACK_TEMPLATES.has(ref.uri) && argument.name === 'slug');
    if (!asksForPack) return { completion: { values: [], total: 0, hasMore: false } };
    return { completion: await completePackSlugs(services, callerOf(ctx), argument.value) };
  });
}
