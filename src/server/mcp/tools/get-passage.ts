import type { CallToolResult } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { CREDITS_RULE } from '../../selling';
import { originOf, type McpCaller } from '../caller';
import { fitInContext } from '../passage-context';
import { QUOTATION_NOTE, quotedBlock } from '../passages';
import { passageShape, type ToolContext } from './shared';
import { kenjaTool } from './kenja-tool';

const getPassageConfig = {
  title: 'Read a passage',
  description:
    'Reads one passage in full by its chunk id (from search or ask), with its citation, and optionally the ' +
    'passages just before and after it in the same document. ' +
    CREDITS_RULE,
  inputSchema: z.object({
    chunk_id: z.uuid().describe('The passage id'),
    context: z
      .number()
      .int()
      .min(0)
      .max(3)
      .default(0)
      .describe('How many neighbouring passages to add on each side (0–3, default 0)'),
  }),
  outputSchema: z.object({
    passage: z.object(passageShape),
    before: z.array(z.object(passageShape)),
    after: z.array(z.object(passageShape)),
    truncated: z.boolean(),
    note: z.string(),
  }),
  annotations: { readOnlyHint: true, openWorldHint: false, title: 'Read a passage' },
};

interface GetPassageArgs {
  chunk_id: string;
  context: number;
}

/** One passage and its neighbours in reading order, quoted with their provenance. */
async function getPassage(
  { services, budget }: ToolContext,
  { chunk_id, context }: GetPassageArgs,
  caller: McpCaller,
): Promise<CallToolResult> {
  const { user, scope } = caller.principal;
  const read = await services.reading.passage(user, chunk_id, {
    context,
    scope,
    origin: originOf(caller),
    tool: 'get_passage',
  });
  const { passage, before, after, truncated } = fitInContext(read, budget);
  const blocks = [
    ...before.map((p) => quotedBlock(p, { role: 'before' })),
    quotedBlock(passage, { role: 'passage' }),
    ...after.map((p) => quotedBlock(p, { role: 'after' })),
  ];
  return {
    content: [{ type: 'text', text: `${QUOTATION_NOTE}\n\n${blocks.join('\n\n')}` }],
    structuredContent: { passage, before, after, truncated, note: QUOTATION_NOTE },
  };
}

export const getPassageTool = kenjaTool({
  name: 'get_passage',
  config: getPassageConfig,
  body: (context, args, caller) => getPassage(context, args, caller),
});
