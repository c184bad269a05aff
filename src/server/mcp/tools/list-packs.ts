import type { CallToolResult } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { PACK_CARDS_URI, PACK_CARDS_META_KEY } from '../../../common/contracts/mcp-cards';
import type { PackQualitySummary } from '../../../common/contracts/quality';
import { accessText } from '../access-text';
import { cutToTokens, estimateTokens } from '../budget';
import { originOf, type McpCaller } from '../caller';
import { edition } from '../../reading';
import { changeSummary, latestEditions } from '../../packs';
import type { Edition } from '../../../common/contracts/editions';
import { editionsUri } from '../resources/pack-uris';
import { packCardViews } from '../apps/pack-card-views';
import type { ToolContext } from './shared';
import { kenjaTool } from './kenja-tool';

/** How much of a creator's note the text line quotes (the structured result has it whole). */
const NOTE_TOKENS = 40;

const listPacksConfig = {
  title: 'List packs',
  description:
    'Lists the Kenja knowledge packs you may read: id, title, description, language, number of documents, ' +
    'the edition (when its index last changed), its latest numbered edition (the creator’s note and what changed; ' +
    'the whole history at its editions resource) and its measured answer quality. Use the ids with search, ' +
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
        latest_edition: z
          .object({
            number: z.number().int(),
            made_at: z.string(),
            note: z.string().nullable().describe('The creator’s note on it, in their own words'),
            changes: z.string().describe('What changed since the edition before, in brief'),
            uri: z.string().describe('The resource with every edition and the sections each changed'),
          })
          .nullable()
          .describe('The pack’s latest edition; null before its first'),
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
  const latest = await latestEditions(
    services.db,
    readable.map((pack) => pack.id),
  );
  const all = readable.map((pack) => ({
    id: pack.id,
    title: pack.title,
    description: pack.description,
    language: pack.language,
    document_count: pack.fileCount,
    edition: edition(pack),
    latest_edition: latestEdition(pack, latest.get(pack.id)),
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
      `- ${p.title} (id ${p.id}; ${p.language}; ${p.document_count} documents; edition ${p.edition ?? 'not indexed yet'}; access: ${access.get(p.id) ?? p.access}${p.quality ? `; answers ${p.quality.answered} of ${p.quality.questions} test questions with citations` : ''})\n  ${p.description}${editionLine(p.latest_edition)}`,
  );
  const text =
    packs.length === 0
      ? 'You have no packs to read yet: buy or add one on Kenja.'
      : `Packs you may read (descriptions and edition notes are the creators' own words):\n${lines.join('\n')}`;
  const truncated = packs.length < all.length;
  const cards = await packCardViews(
    services,
    packs.map((pack) => ({
      id: pack.id,
      title: pack.title,
      held: pack.access === 'credits' ? ('credits' as const) : ('owned' as const),
      queries_left: pack.queries_left,
    })),
  );
  return {
    content: [{ type: 'text', text: truncated ? `${text}\n(More packs exist than fit here.)` : text }],
    structuredContent: { packs, truncated },
    // For the pack cards (MCP Apps): hosts hand `_meta` to the card, not to the model.
    _meta: { [PACK_CARDS_META_KEY]: cards },
  };
}

/** The pack's latest edition as list_packs gives it: its note whole, what changed in brief. */
function latestEdition(pack: { slug: string }, latest: Edition | undefined) {
  if (!latest) return null;
  return {
    number: latest.number,
    made_at: latest.madeAt,
    note: latest.note,
    changes: changeSummary(latest.changes),
    uri: editionsUri(pack.slug),
  };
}

/** A second line for a pack's latest edition: its number and day, what changed, the start of the note. */
function editionLine(latest: ReturnType<typeof latestEdition>): string {
  if (!latest) return '';
  const note = latest.note
    ? `; creator’s note: “${cutToTokens(latest.note.replace(/\s+/g, ' '), NOTE_TOKENS)}”`
    : '';
  return `\n  Latest edition ${latest.number} (${latest.made_at.slice(0, 10)}): ${latest.changes}${note} — ${latest.uri}`;
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

export const listPacksTool = kenjaTool({
  name: 'list_packs',
  config: { ...listPacksConfig, _meta: { ui: { resourceUri: PACK_CARDS_URI } } },
  body: (context, _args, caller) => listPacks(context, caller),
});
