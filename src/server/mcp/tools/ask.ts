import type { CallToolResult } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { ANSWER_CARD_URI } from '../../../common/contracts/mcp-cards';
import { ANSWER_LANGUAGES } from '../../../common/contracts/answers';
import { ANSWER_K_DEFAULT, ANSWER_MAX_TOKENS_CHAT, ANSWER_QUERY_MAX_LENGTH } from '../../../common/limits';
import { isJapaneseCharacter } from '../../ingest';
import { CREDITS_RULE } from '../../selling';
import { estimateTokens } from '../budget';
import { originOf, type McpCaller } from '../caller';
import { edition } from '../../reading';
import { fitPassages, QUOTATION_NOTE, quotedBlock } from '../passages';
import { leftOut, leftOutField, packIdsField, passageShape, type ToolContext } from './shared';
import { kenjaTool } from './kenja-tool';

const askConfig = {
  title: 'Ask packs',
  description:
    'Answers a question from your Kenja packs only, citing its sources as [1], [2]…; every cited sentence is ' +
    'checked against the passage it cites, and sentences the passages do not back are listed. Without an AI ' +
    'model configured on the server the answer is cited excerpts. ' +
    CREDITS_RULE,
  inputSchema: z.object({
    query: z.string().min(1).max(ANSWER_QUERY_MAX_LENGTH).describe('The question'),
    pack_ids: packIdsField,
    language: z
      .enum(ANSWER_LANGUAGES)
      .optional()
      .describe("The answer's language, en or ja; the question's language when omitted"),
  }),
  outputSchema: z.object({
    answer: z.string().describe('Markdown, with [n] citations'),
    mode: z.enum(['model', 'extractive']),
    grounded: z.boolean().describe('False when the packs had nothing to answer from'),
    support_score: z
      .number()
      .nullable()
      .describe('Share of cited sentences the cited passages back (0–1); null when none cites'),
    unsupported_sentences: z.array(z.string()),
    citations: z.array(z.object({ number: z.number().int(), ...passageShape })),
    truncated: z.boolean(),
    note: z.string(),
    packs_out_of_credits: leftOutField,
  }),
  annotations: { readOnlyHint: true, openWorldHint: false, title: 'Ask packs' },
};

interface AskArgs {
  query: string;
  pack_ids?: string[] | undefined;
  language?: 'en' | 'ja' | undefined;
}

/** A grounded answer, the sentences its passages do not back, and as many cited passages as fit the budget. */
async function ask(
  { services, budget }: ToolContext,
  { query, pack_ids, language }: AskArgs,
  caller: McpCaller,
): Promise<CallToolResult> {
  const { user, scope } = caller.principal;
  // Naming no pack asks every pack the caller may read; the answer says which packs it read and left out.
  const prepared = await services.answers.prepare(
    user,
    {
      query,
      pack_ids,
      language: language ?? ([...query].some((ch) => isJapaneseCharacter(ch)) ? 'ja' : 'en'),
      max_tokens: ANSWER_MAX_TOKENS_CHAT,
      k: ANSWER_K_DEFAULT,
      filters: {},
      stream: false,
    },
    { scope, origin: originOf(caller) },
  );
  const { packs, outOfCredits } = prepared;
  const result = await services.answers.generate(prepared);
  const byId = new Map(packs.map((pack) => [pack.id, pack]));
  const cited = result.citations.map((c) => ({
    number: c.number,
    chunk_id: c.chunk_id,
    pack_id: c.pack_id,
    pack_title: c.pack_title,
    edition: edition(byId.get(c.pack_id)),
    filename: c.filename,
    page: c.page,
    section: c.heading_path,
    text: c.quote,
    injection_flags: c.injection_flags,
  }));
  const answerTokens = 2 * estimateTokens(result.answer) + 200;
  const { kept, truncated } = fitPassages(cited, budget, answerTokens);
  const unsupported = result.support.sentences
    .filter((s) => !s.supported)
    .map((s) => result.answer.slice(s.start, s.end).trim());
  const blocks = kept.map((c) => quotedBlock(c, { n: c.number }));
  const skipped = leftOut(services, outOfCredits);
  const text = [
    result.answer,
    unsupported.length > 0
      ? `\nNot backed by the cited passages:\n${unsupported.map((s) => `- ${s}`).join('\n')}`
      : '',
    kept.length > 0 ? `\n${QUOTATION_NOTE}\n\n${blocks.join('\n\n')}` : '',
    skipped.line ? `\n\n${skipped.line}` : '',
  ].join('');
  return {
    content: [{ type: 'text', text }],
    structuredContent: {
      answer: result.answer,
      mode: result.mode,
      grounded: result.grounded,
      support_score: result.support.score,
      unsupported_sentences: unsupported,
      citations: kept,
      truncated,
      note: QUOTATION_NOTE,
      ...skipped.field,
    },
  };
}

export const askTool = kenjaTool({
  name: 'ask',
  config: { ...askConfig, _meta: { ui: { resourceUri: ANSWER_CARD_URI } } },
  body: (context, args, caller) => ask(context, args, caller),
});
