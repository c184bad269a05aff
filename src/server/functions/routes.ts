import { Hono } from 'hono';
import { z } from 'zod';
import {
  functionDocsDeleteSchema,
  functionEmbedSchema,
  functionFileUploadFieldsSchema,
  functionPackDeleteSchema,
  functionPacksCreateSchema,
  functionSearchSchema,
} from '../../common/contracts/functions';
import { answerResponseSchema, functionQueryClaudeSchema } from '../../common/contracts/answers';
import {
  corpusPackSchema,
  documentSummarySchema,
  fileTooLargeMessage,
  searchResponseSchema,
  uploadResponseSchema,
} from '../../common/contracts/engine';
import { UPLOAD_MAX_BYTES } from '../../common/limits';
import {
  addTextDocument,
  createPack,
  deleteDocuments,
  deletePack,
  uploadDocument,
  waitUntilProcessed,
} from '../ingest';
import { PASSAGE_BODY_LIMIT } from '../http/body';
import type { AppEnv, RouteDeps, UserRow } from '../http/context';
import { endpointFor } from '../http/endpoint';
import { fileUpload } from '../http/multipart';
import { declareRateLimit } from '../http/rate-limit';
import { packByCorpusKeyToManage } from '../packs';
import type { AnswerService } from '../answer';
import type { Reading } from '../reading';
import { checkCallerId, functionErrors } from './function-errors';
import { WEB } from '../records';

export interface FunctionRouteDeps extends RouteDeps {
  reading: Reading;
  answers: AnswerService;
  /** How long an upload waits for its document to be processed before answering. */
  functionUploadWaitMs: number;
}

/*
 * Each route's `endpoint({…})` is its one declaration: what it validates, who may call it (`access`), and its entry
 * in /api/openapi.json, whose method and path are where the route is registered and mounted (http/endpoint.ts).
 * Here it comes after `functionErrors`, which must wrap it: a body the declaration refuses is answered in the
 * functions' own form (`{ success: false, error, … }`), as every other refusal of theirs is.
 */

const functionSuccess = (fields: z.ZodRawShape = {}) => z.object({ success: z.literal(true), ...fields });

/** Declares the Functions endpoints here that creators (and admins) may call. */
const creatorFunctionsEndpoint = endpointFor({ access: 'creator', tag: 'Functions' });
/** Declares the Functions endpoints here that anyone signed in may call. */
const sessionFunctionsEndpoint = endpointFor({ access: 'session', tag: 'Functions' });

/** The spec's `/functions/v1/*` calls (02 §7), each a thin mapping onto the engine's services. */
export function functionRoutes(deps: FunctionRouteDeps) {
  // Mounted in the order the reference (/api/docs) lists them.
  return new Hono<AppEnv>()
    .route('/', corpusFunctionRoutes(deps))
    .route('/', readingFunctionRoutes(deps))
    .route('/', changeFunctionRoutes(deps));
}

/** Creating a corpus pack, and uploading a document into one. */
function corpusFunctionRoutes({ db, files, now, functionUploadWaitMs }: FunctionRouteDeps) {
  return new Hono<AppEnv>()
    .post(
      '/vectara-packs-create',
      functionErrors('Failed to create corpus'),
      creatorFunctionsEndpoint({
        summary: 'Create a pack (spec contract)',
        body: functionPacksCreateSchema,
        status: 201,
        response: functionSuccess({
          corpus: z.object({ corpus_key: z.string(), id: z.uuid(), request_id: z.string() }),
          pack: corpusPackSchema,
        }),
      }),
      async (c) => {
        const { user } = c.var.caller;
        const body = c.req.valid('json');
        checkCallerId(user.id, body.userId, body.user_id);
        const pack = await createPack(
          db,
          user,
          { title: body.name, description: body.description, kind: body.kind },
          now(),
        );
        return c.json(
          {
            success: true as const,
            corpus: { corpus_key: pack.corpusKey, id: pack.id, request_id: c.get('requestId') },
            pack,
          },
          201,
        );
      },
    )
    .post(
      '/vectara-file-upload',
      functionErrors('Upload processing failed'),
      creatorFunctionsEndpoint({
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
      }),
      fileUpload<typeof functionFileUploadFieldsSchema, AppEnv>(functionFileUploadFieldsSchema, {
        maxFileBytes: UPLOAD_MAX_BYTES,
        tooLargeMessage: fileTooLargeMessage,
      }),
      async (c) => {
        const { user } = c.var.caller;
        const { file, fields } = c.req.valid('form');
        checkCallerId(user.id, fields.user_id);
        const pack = await packByCorpusKeyToManage(db, user, fields.corpus_key);
        const { document, duplicate } = await uploadDocument(db, files, user, pack.id, file, now());
        const settled = await waitUntilProcessed(db, document.id, functionUploadWaitMs);
        return c.json(
          {
            success: settled.status !== 'failed',
            ...(settled.status === 'failed' ? { error: settled.error ?? 'Processing failed' } : {}),
            processed_parts: settled.chunkCount,
            duplicate,
            document: settled,
          },
          settled.status === 'failed' ? 422 : 200,
        );
      },
    );
}

/** Deleting documents and packs, and adding a passage of text to a pack. */
function changeFunctionRoutes({ db, files, now }: FunctionRouteDeps) {
  // The pack a call names by corpus key, once the caller's id in the body (when sent) is the signed-in one.
  const packCalledFor = (user: UserRow, named: { corpusKey: string; userId?: string | undefined }) => {
    checkCallerId(user.id, named.userId);
    return packByCorpusKeyToManage(db, user, named.corpusKey);
  };
  return new Hono<AppEnv>()
    .post(
      '/vectara-docs-delete',
      functionErrors('Delete failed'),
      creatorFunctionsEndpoint({
        summary: 'Delete documents of a pack, all or none (spec contract)',
        body: functionDocsDeleteSchema,
        status: 200,
        response: functionSuccess({ deleted: z.int() }),
        errors: [404],
      }),
      async (c) => {
        const { user } = c.var.caller;
        const { documentIds, ...named } = c.req.valid('json');
        const pack = await packCalledFor(user, named);
        return c.json(
          { success: true as const, deleted: await deleteDocuments(db, user, pack.id, documentIds, now()) },
          200,
        );
      },
    )
    .post(
      '/vectara-pack-delete',
      functionErrors('Pack delete failed'),
      creatorFunctionsEndpoint({
        summary: 'Delete a pack (spec contract)',
        body: functionPackDeleteSchema,
        status: 200,
        response: functionSuccess(),
        errors: [404],
      }),
      async (c) => {
        const { user } = c.var.caller;
        await deletePack(db, files, user, (await packCalledFor(user, c.req.valid('json'))).id, now());
        return c.json({ success: true as const }, 200);
      },
    )
    .post(
      '/vectara-embed',
      functionErrors('Embedding failed'),
      creatorFunctionsEndpoint({
        summary: 'Add a passage of text to a pack (spec contract)',
        body: functionEmbedSchema,
        bodyLimit: PASSAGE_BODY_LIMIT,
        documentText: ['text'],
        status: 202,
        response: functionSuccess(uploadResponseSchema.shape),
        errors: [404],
      }),
      async (c) => {
        const { user } = c.var.caller;
        const body = c.req.valid('json');
        checkCallerId(user.id, body.userId);
        const result = await addTextDocument(
          db,
          files,
          user,
          {
            text: body.text,
            pack_id: body.packId,
            metadata: body.metadata,
            ...(body.chunkId ? { chunk_id: body.chunkId } : {}),
          },
          now(),
        );
        return c.json({ success: true as const, ...result }, result.duplicate ? 200 : 202);
      },
    );
}

/** Searching packs and answering from them, as the signed-in caller may read. */
function readingFunctionRoutes({ reading, answers }: FunctionRouteDeps) {
  return new Hono<AppEnv>()
    .post(
      '/vectara-search',
      functionErrors('Search failed'),
      sessionFunctionsEndpoint({
        summary: 'Search (spec contract)',
        body: functionSearchSchema,
        status: 200,
        response: functionSuccess({
          hits: searchResponseSchema.shape.hits,
          mode: searchResponseSchema.shape.mode,
          took_ms: z.number(),
          request_id: z.string(),
        }),
      }),
      declareRateLimit('search', { keepsAccounts: true }),
      async (c) => {
        const { user } = c.var.caller;
        const { user_id, request_id, ...request } = c.req.valid('json');
        checkCallerId(user.id, user_id);
        const result = await reading.search(user, request, { origin: WEB });
        return c.json(
          {
            success: true as const,
            hits: result.hits,
            mode: result.mode,
            took_ms: result.took_ms,
            request_id: request_id ?? c.get('requestId'),
          },
          200,
        );
      },
    )
    .post(
      '/vectara-query-claude',
      functionErrors('Answer generation failed'),
      sessionFunctionsEndpoint({
        summary: 'Grounded answer (spec contract)',
        description: 'As POST /api/answers, with the function defaults: k 10, max_tokens 1000, language ja.',
        body: functionQueryClaudeSchema,
        status: 200,
        response: functionSuccess(answerResponseSchema.shape),
        errors: [503],
      }),
      declareRateLimit('answers', { keepsAccounts: true }),
      async (c) => {
        const { user } = c.var.caller;
        const { user_id, ...request } = c.req.valid('json');
        checkCallerId(user.id, user_id);
        const result = await answers.answer(user, { ...request, stream: false }, {}, { origin: WEB });
        return c.json({ success: true as const, ...result }, 200);
      },
    );
}
