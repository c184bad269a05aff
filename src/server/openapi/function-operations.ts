import { z } from 'zod';
import { functionQueryClaudeSchema, answerResponseSchema } from '../../common/contracts/answers';
import {
  corpusPackSchema,
  documentSummarySchema,
  searchResponseSchema,
  uploadResponseSchema,
} from '../../common/contracts/engine';
import {
  functionDocsDeleteSchema,
  functionEmbedSchema,
  functionPackDeleteSchema,
  functionPacksCreateSchema,
  functionSearchSchema,
} from '../../common/contracts/functions';
import type { Operation } from './operation';

const functionSuccess = (fields: z.ZodRawShape = {}) => z.object({ success: z.literal(true), ...fields });

/** The specification's serverless functions (02 §7), each a thin mapping onto the engine's services. */
export const FUNCTION_OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/functions/v1/vectara-packs-create',
    access: 'creator',
    tag: 'Functions',
    summary: 'Create a pack (spec contract)',
    body: functionPacksCreateSchema,
    status: 201,
    response: functionSuccess({
      corpus: z.object({ corpus_key: z.string(), id: z.uuid(), request_id: z.string() }),
      pack: corpusPackSchema,
    }),
  },
  {
    method: 'post',
    path: '/functions/v1/vectara-file-upload',
    access: 'creator',
    tag: 'Functions',
    summary: 'Upload a document into the pack named by corpus_key, and wait for it (spec contract)',
    upload: {
      corpus_key: 'The corpus key of a pack the caller manages',
      user_id: "Optional: the caller's id",
    },
    status: 200,
    response: z.object({
      success: z.boolean(),
      error: z.string().optional(),
      processed_parts: z.int().describe('Chunks indexed; 0 while still processing'),
      duplicate: z.boolean(),
      document: documentSummarySchema,
    }),
    errors: [404, 413, 415, 422],
  },
  {
    method: 'post',
    path: '/functions/v1/vectara-search',
    access: 'session',
    tag: 'Functions',
    summary: 'Search (spec contract)',
    body: functionSearchSchema,
    status: 200,
    response: functionSuccess({
      hits: searchResponseSchema.shape.hits,
      mode: searchResponseSchema.shape.mode,
      took_ms: z.number(),
      request_id: z.string(),
    }),
  },
  {
    method: 'post',
    path: '/functions/v1/vectara-query-claude',
    access: 'session',
    tag: 'Functions',
    summary: 'Grounded answer (spec contract)',
    description: 'As POST /api/answers, with the function defaults: k 10, max_tokens 1000, language ja.',
    body: functionQueryClaudeSchema,
    status: 200,
    response: functionSuccess(answerResponseSchema.shape),
    errors: [503],
  },
  {
    method: 'post',
    path: '/functions/v1/vectara-docs-delete',
    access: 'creator',
    tag: 'Functions',
    summary: 'Delete documents of a pack, all or none (spec contract)',
    body: functionDocsDeleteSchema,
    status: 200,
    response: functionSuccess({ deleted: z.int() }),
    errors: [404],
  },
  {
    method: 'post',
    path: '/functions/v1/vectara-pack-delete',
    access: 'creator',
    tag: 'Functions',
    summary: 'Delete a pack (spec contract)',
    body: functionPackDeleteSchema,
    status: 200,
    response: functionSuccess(),
    errors: [404],
  },
  {
    method: 'post',
    path: '/functions/v1/vectara-embed',
    access: 'creator',
    tag: 'Functions',
    summary: 'Add a passage of text to a pack (spec contract)',
    body: functionEmbedSchema,
    status: 202,
    response: functionSuccess(uploadResponseSchema.shape),
    errors: [404],
  },
];
