import { z, type ZodType } from 'zod';
import {
  answerRequestSchema,
  answerResponseSchema,
  answerSettingsSchema,
  functionQueryClaudeSchema,
} from '../../common/contracts/answers';
import {
  corpusPackSchema,
  createPackSchema,
  documentSummarySchema,
  embedRequestSchema,
  myPacksQuerySchema,
  searchRequestSchema,
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
import { packListQuerySchema } from '../../common/contracts/packs';
import {
  accessTokenCreatedSchema,
  accessTokenCreateSchema,
  accessTokenListSchema,
  queryHistorySchema,
} from '../../common/contracts/access';
import { COMMERCE_OPERATIONS } from './commerce-operations';
import { STUDIO_OPERATIONS } from './studio-operations';

/** One documented endpoint: its contract is the zod schemas the route itself validates with. */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI style: `/api/packs/{id}`. */
  path: string;
  tag: 'Packs' | 'Documents' | 'Search' | 'Answers' | 'Access' | 'Studio' | 'Orders' | 'Functions';
  summary: string;
  description?: string;
  query?: ZodType;
  body?: ZodType;
  /** A multipart upload: one `file` plus these text fields. */
  upload?: Record<string, string>;
  status: number;
  response?: ZodType;
  /** Statuses beyond 400/401/403/429 that this endpoint answers. */
  errors?: number[];
}

const deleted = z.object({ deleted: z.literal(true) });
const functionSuccess = (fields: z.ZodRawShape = {}) => z.object({ success: z.literal(true), ...fields });

export const OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/packs',
    tag: 'Packs',
    summary: 'List the published marketplace packs',
    query: packListQuerySchema,
    status: 200,
  },
  {
    method: 'post',
    path: '/api/packs',
    tag: 'Packs',
    summary: 'Create a pack (a corpus)',
    description: 'Creators create draft marketplace packs; admins may create test packs (kind test).',
    body: createPackSchema,
    status: 201,
    response: corpusPackSchema,
  },
  {
    method: 'get',
    path: '/api/packs/mine',
    tag: 'Packs',
    summary: "List the caller's packs, newest first",
    description: 'An admin listing kind=test sees every test pack.',
    query: myPacksQuerySchema,
    status: 200,
    response: z.object({ packs: z.array(corpusPackSchema) }),
  },
  {
    method: 'delete',
    path: '/api/packs/{id}',
    tag: 'Packs',
    summary: 'Delete a pack with its documents and chunks',
    status: 200,
    response: deleted,
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/packs/{id}/documents',
    tag: 'Documents',
    summary: "List a pack's documents with their processing status and progress",
    status: 200,
    response: z.object({ documents: z.array(documentSummarySchema) }),
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/packs/{id}/documents',
    tag: 'Documents',
    summary: 'Upload a document (PDF, DOCX, TXT or Markdown, at most 10 MB)',
    description:
      'Answers at once with the document queued (202); it is then processed in the background. The same bytes ' +
      'uploaded again into the pack answer 200 with the existing document and `duplicate: true`.',
    upload: {},
    status: 202,
    response: uploadResponseSchema,
    errors: [404, 413, 415],
  },
  {
    method: 'delete',
    path: '/api/packs/{id}/documents/{documentId}',
    tag: 'Documents',
    summary: 'Delete a document and its chunks',
    status: 200,
    response: deleted,
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/packs/{id}/documents/{documentId}/reindex',
    tag: 'Documents',
    summary: 'Index a document again from its stored bytes',
    description: 'Its current chunks stay searchable until the new ones replace them.',
    status: 202,
    response: z.object({ document: documentSummarySchema }),
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/search',
    tag: 'Search',
    summary: 'Search packs the caller may read',
    description:
      'BM25 over an English and Japanese analyser, fused with dense vectors when an embedding model is ' +
      'configured. Scores are comparable across the searched packs.',
    body: searchRequestSchema,
    status: 200,
    response: searchResponseSchema,
  },
  {
    method: 'post',
    path: '/api/answers',
    tag: 'Answers',
    summary: 'Answer a question from packs the caller may read, with citations',
    description:
      'Retrieves k passages, then asks the configured model to answer only from them, citing [n]; without a ' +
      'model (mode extractive) the answer quotes the best sentences. Numbers the model invents are dropped and ' +
      'each citing sentence is checked against its sources (support). With `Accept: text/event-stream` or ' +
      '`stream: true` the answer streams as server-sent events: `delta` {text}, then `done` (this response) or ' +
      '`error` {error}. Provider failures answer 503 "API Error: {status} - {text}".',
    body: answerRequestSchema,
    status: 200,
    response: answerResponseSchema,
    errors: [503],
  },
  {
    method: 'get',
    path: '/api/answers/settings',
    tag: 'Answers',
    summary: 'The answer mode and the models a caller may choose',
    status: 200,
    response: answerSettingsSchema,
  },
  {
    method: 'get',
    path: '/api/access-tokens',
    tag: 'Access',
    summary: "The caller's access tokens (never the tokens themselves)",
    status: 200,
    response: accessTokenListSchema,
  },
  {
    method: 'post',
    path: '/api/access-tokens',
    tag: 'Access',
    summary: 'Create an access token for an MCP client',
    description:
      'The answer is the only time the token is shown; Kenja keeps its SHA-256. Optionally limited to packs the ' +
      'caller may read (403 for one they may not) and given an expiry.',
    body: accessTokenCreateSchema,
    status: 201,
    response: accessTokenCreatedSchema,
    errors: [409],
  },
  {
    method: 'delete',
    path: '/api/access-tokens/{id}',
    tag: 'Access',
    summary: 'Revoke an access token: it stops working on every instance at once',
    status: 200,
    response: z.object({ revoked: z.literal(true) }),
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/me/packs',
    tag: 'Access',
    summary: 'The packs the caller may read, and why (creator, admin, purchase, grant, free)',
    status: 200,
  },
  {
    method: 'get',
    path: '/api/me/queries',
    tag: 'Access',
    summary: "The caller's query history through MCP and the web, newest first",
    query: z.object({ before: z.string().optional() }),
    status: 200,
    response: queryHistorySchema,
  },
  {
    method: 'delete',
    path: '/api/me/queries',
    tag: 'Access',
    summary: "Delete the caller's whole query history",
    status: 200,
    response: z.object({ deleted: z.number().int() }),
  },
  {
    method: 'delete',
    path: '/api/me/queries/{id}',
    tag: 'Access',
    summary: 'Delete one query of the history',
    status: 200,
    response: z.object({ deleted: z.number().int() }),
  },
  {
    method: 'post',
    path: '/api/embed',
    tag: 'Documents',
    summary: 'Add a passage of text to a pack',
    description: 'Stored and indexed like an uploaded text file named metadata.filename (or chunk_id).',
    body: embedRequestSchema,
    status: 202,
    response: uploadResponseSchema,
    errors: [404],
  },
  {
    method: 'post',
    path: '/functions/v1/vectara-packs-create',
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
    tag: 'Functions',
    summary: 'Add a passage of text to a pack (spec contract)',
    body: functionEmbedSchema,
    status: 202,
    response: functionSuccess(uploadResponseSchema.shape),
    errors: [404],
  },
  ...STUDIO_OPERATIONS,
  ...COMMERCE_OPERATIONS,
];
