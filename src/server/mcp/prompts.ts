import {
  ProtocolError,
  ProtocolErrorCode,
  type GetPromptResult,
  type McpServer,
  type PromptMessage,
} from '@modelcontextprotocol/server';
import { z } from 'zod';
import { ENGINE_QUERY_MAX_LENGTH } from '../../common/limits';
import { AppError } from '../http/errors';
import { callerOf, originOf } from './caller';
import { edition } from '../reading';
import { fitPassages, QUOTATION_NOTE, quotedBlock } from './passages';
import { passageUri, readablePackBySlug } from './resources/pack-uris';
import type { ToolContext } from './tools/shared';

const packArgument = z
  .string()
  .min(1)
  .max(200)
  .describe(
    'The pack’s name in its address (its slug, e.g. specialty-coffee-brewing); completions offer yours',
  );

/** A prompt's failure for a reason the caller may know: invalid params, as the protocol names it. */
function explained<T>(work: () => Promise<T>): Promise<T> {
  return work().catch((error: unknown) => {
    if (error instanceof AppError) throw new ProtocolError(ProtocolErrorCode.InvalidParams, error.message);
    throw error;
  });
}

const user = (text: string): PromptMessage => ({ role: 'user', content: { type: 'text', text } });

/**
 * Prompts for clients that offer them (issue 22, item 4): "ask the expert of pack X" sets the assistant up to answer
 * from one pack with the tools, citing; "cite the pack on …" searches the pack now (metered and recorded as the
 * search tool is) and hands the passages over as embedded resources, each with its URI.
 */
export function registerPrompts(server: McpServer, { services, budget }: ToolContext): void {
  server.registerPrompt(
    'ask_expert',
    {
      title: 'Ask the expert of a pack',
      description: 'Answer a question as the expert whose Kenja pack you choose, citing the pack',
      argsSchema: z.object({
        pack: packArgument,
        question: z.string().min(1).max(ENGINE_QUERY_MAX_LENGTH).describe('The question to answer'),
      }),
    },
    ({ pack: slug, question }, ctx): Promise<GetPromptResult> =>
      explained(async () => {
        const pack = await readablePackBySlug(services, callerOf(ctx), slug);
        return {
          description: `Answer from ${pack.title}, with citations`,
          messages: [
            user(
              `Answer this question from the Kenja knowledge pack "${pack.title}" (pack id ${pack.id}, edition ` +
                `${edition(pack) ?? 'not indexed yet'}), as its expert would:\n\n${question}\n\n` +
                `Use Kenja's ask tool with pack_ids ["${pack.id}"] for a grounded answer, or search and ` +
                'get_passage to read the passages yourself. Cite every claim by pack, file and page. If the pack ' +
                'does not cover the question, say so rather than answering from elsewhere.',
            ),
          ],
        };
      }),
  );

  server.registerPrompt(
    'cite_pack',
    {
      title: 'Cite a pack on a topic',
      description: 'The passages of a Kenja pack about a topic, attached, to quote and cite',
      argsSchema: z.object({
        pack: packArgument,
        topic: z.string().min(1).max(ENGINE_QUERY_MAX_LENGTH).describe('What the passages should be about'),
      }),
    },
    ({ pack: slug, topic }, ctx): Promise<GetPromptResult> =>
      explained(async () => {
        const caller = callerOf(ctx);
        const pack = await readablePackBySlug(services, caller, slug);
        const { user: person, scope } = caller.principal;
        const found = await services.reading.search(
          person,
          { query: topic, pack_ids: [pack.id], k: 5, filters: {}, rerank: false, hybrid: true },
          { scope, origin: originOf(caller), highlight: false },
        );
        const passages = found.hits.map((hit) => ({
          chunk_id: hit.chunk_id,
          pack_id: hit.pack_id,
          pack_title: pack.title,
          edition: edition(pack),
          filename: hit.metadata.filename,
          page: hit.page,
          section: hit.heading_path,
          text: hit.text,
          injection_flags: hit.injection_flags,
        }));
        const { kept } = fitPassages(passages, budget, 150);
        const attached: PromptMessage[] = kept.map((passage) => ({
          role: 'user',
          content: {
            type: 'resource',
            resource: {
              uri: passageUri(pack.slug, passage.chunk_id),
              mimeType: 'text/markdown',
              text: quotedBlock(passage, { role: 'passage' }),
            },
          },
        }));
        const ask =
          kept.length === 0
            ? `The Kenja pack "${pack.title}" has no passage about "${topic}". Say so; do not answer from elsewhere.`
            : `What the Kenja pack "${pack.title}" says about "${topic}" is attached below. Quote it and cite each ` +
              `quotation by pack, file and page.\n\n${QUOTATION_NOTE}`;
        return { description: `${pack.title} on ${topic}`, messages: [user(ask), ...attached] };
      }),
  );
}
