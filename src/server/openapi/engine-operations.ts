import { z } from 'zod';
import {
  answerRequestSchema,
  answerResponseSchema,
  answerSettingsSchema,
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
import { packListQuerySchema } from '../../common/contracts/packs';
import type { Operation } from './operation';

const deleted = z.object({ deleted: z.literal(true) });

/** The engine: packs as corpora, their documents, search and answers. (Who may read what: access/routes.ts.) */
export const ENGINE_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/packs',
    access: 'public',
    tag: 'Packs',
    summary: 'List the published marketplace packs',
    query: packListQuerySchema,
    status: 200,
  },
  {
    method: 'post',
    path: '/api/packs',
    access: 'creator',
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
    access: 'creator',
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
    access: 'creator',
    tag: 'Packs',
    summary: 'Delete a pack with its documents and chunks',
    status: 200,
    response: deleted,
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/packs/{id}/documents',
    access: 'creator',
    tag: 'Documents',
    summary: "List a pack's documents with their processing status and progress",
    status: 200,
    response: z.object({ documents: z.array(documentSummarySchema) }),
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/packs/{id}/documents',
    access: 'creator',
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
    access: 'creator',
    tag: 'Documents',
    summary: 'Delete a document and its chunks',
    status: 200,
    response: deleted,
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/packs/{id}/documents/{documentId}/reindex',
    access: 'creator',
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
    access: 'session',
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
    access: 'session',
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
    access: 'session',
    tag: 'Answers',
    summary: 'The answer mode and the models a caller may choose',
    status: 200,
    response: answerSettingsSchema,
  },
  {
    method: 'post',
    path: '/api/embed',
    access: 'creator',
    tag: 'Documents',
    summary: 'Add a passage of text to a pack',
    description: 'Stored and indexed like an uploaded text file named metadata.filename (or chunk_id).',
    body: embedRequestSchema,
    status: 202,
    response: uploadResponseSchema,
    errors: [404],
  },
];
