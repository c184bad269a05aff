import type { CallToolResult, McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { PackQualitySummary } from '../../../common/contracts/quality';
import { accessText } from '../access-text';
import { estimateTokens } from '../budget';
import { guarded, originOf, type McpCaller } from '../caller';
import { edition } from '../../reading';
import type { ToolContext } from './shared';

const listPacksTool = {
  title: 'List packs',
  description:
    'Lists the Kenja knowledge packs you may read: id, title, description, language, number of documents and ' +
    'the edition (when its index last changed), and its measured answer quality. Use the ids with search, ' +
    'get_passage and ask.',
  inputSchema: z.object({}),
  outputSchema: z.object({
    packs: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        description: z.string(),
        language: z.enum(['en', 'ja']),
        document_count: z.number().int(),
        edition: z.string().nullable(),
        access: z
          .string()
          .describe(
            'Why you may read it: creator, admin, purchase, grant, free, or credits (each query spends one)',
          ),
        queries_left: z
          .number()
          .int()
          .nullable()
          .describe('Query credits left when access is credits; null otherwise'),
        quality: z
          .object({
            questions: z.number().int(),
            answered: z.number().int(),
            off_topic: z.number().int(),
            refused: z.number().int(),
          })
          .nullable()
          .describe(
            "Kenja's test of this edition: questions drawn from the pack answered with citations, and off-topic " +
              'questions correctly refused; null until measured',
          ),
      }),
    ),
    truncated: z.boolean().describe('True when more packs exist than fit in one result'),
  }),
  annotations: { readOnlyHint: true, openWorldHint: false, title: 'List packs' },
};

/** The caller's readable packs, as many as fit the budget, each with why it may be read. */
async function listPacks({ services, budget }: ToolContext, caller: McpCaller): Promise<CallToolResult> {
  const { user, scope } = caller.principal;
  const started = performance.now();
  const { packs: readable, creditsLeft: credits } = await services.reading.readablePacksWithCredits(
    user,
    scope,
  );
  const metered = readable.filter((pack) => pack.source === 'credits');
  // The text block says more than `access` can: how many credits are left, and where to buy more at none.
  const access = new Map(
    metered.map((pack) => [
      pack.id,
      accessText(pack, credits.get(pack.id) ?? 0, services.authConfig.publicUrl.href),
    ]),
  );
  const all = readable.map((pack) => ({
    id: pack.id,
    title: pack.title,
    description: pack.description,
    language: pack.language,
    document_count: pack.fileCount,
    edition: edition(pack),
    access: pack.source,
    queries_left: pack.source === 'credits' ? (credits.get(pack.id) ?? 0) : null,
    quality: measuredQuality(pack),
  }));
  const packs: typeof all = [];
  let used = 100;
  for (const pack of all) {
    const cost = 2 * estimateTokens(JSON.stringify(pack));
    if (used + cost > budget) break;
    packs.push(pack);
    used += cost;
  }
  const listed = { tool: 'list_packs', packIds: [], query: null, resultCount: packs.length, topScore: null };
  services.reading.record(user, originOf(caller), listed, started);
  const lines = packs.map(
    (p) =>
      `- ${p.title} (id ${p.id}; ${p.language}; ${p.document_count} documents; edition ${p.edition ?? 'not indexed yet'}; access: ${access.get(p.id) ?? p.access}${p.quality ? `; answers ${p.quality.answered} of ${p.quality.questions} test questions with citations` : ''})\n  ${p.description}`,
  );
  const text =
    packs.length === 0
      ? 'You have no packs to read yet: buy or add one on Kenja.'
      : `Packs you may read (descriptions are the creators' own words):\n${lines.join('\n')}`;
  const truncated = packs.length < all.length;
  return {
    content: [{ type: 'text', text: truncated ? `${text}\n(More packs exist than fit here.)` : text }],
    structuredContent: { packs, truncated },
  };
}

/** The pack's measured quality, when it was measured on the edition a reader gets now. */
function measuredQuality(pack: { indexVersion: number; quality: PackQualitySummary | null }) {
  const quality = pack.quality;
  if (!quality || quality.edition !== pack.indexVersion) return null;
  return {
    questions: quality.questions,
    answered: quality.answered,
    off_topic: quality.offTopic,
    refused: quality.refused,
  };
}

export function registerListPacks(server: McpServer, context: ToolContext): void {
  server.registerTool(
    'list_packs',
    listPacksTool,
    guarded('list_packs', (_args: Record<string, never>, caller) => listPacks(context, caller)),
  );
}
