import { Hono } from 'hono';
import {
  functionDocsDeleteSchema,
  functionEmbedSchema,
  functionFileUploadFieldsSchema,
  functionPackDeleteSchema,
  functionPacksCreateSchema,
  functionSearchSchema,
} from '../../common/contracts/functions';
import { functionQueryClaudeSchema } from '../../common/contracts/answers';
import { fileTooLargeMessage } from '../../common/contracts/engine';
import { UPLOAD_MAX_BYTES } from '../../common/limits';
import { requireViewer } from '../auth';
import {
  addTextDocument,
  createPack,
  deleteDocuments,
  deletePack,
  uploadDocument,
  waitUntilProcessed,
} from '../ingest';
import { jsonBody, PASSAGE_BODY_LIMIT } from '../http/body';
import type { AppEnv, RouteDeps } from '../http/context';
import { fileUpload } from '../http/multipart';
import { declareRateLimit } from '../http/rate-limit';
import { packByCorpusKeyToManage, requireCreatorRights } from '../packs';
import type { AnswerService } from '../answer';
import type { Reading } from '../reading';
import { checkCallerId, functionErrors } from './function-errors';
import { WEB } from '../access';

export interface FunctionRouteDeps extends RouteDeps {
  reading: Reading;
  answers: AnswerService;
  /** How long an upload waits for its document to be processed before answering. */
  functionUploadWaitMs: number;
}

/** The spec's `/functions/v1/*` calls (02 §7), each a thin mapping onto the engine's services. */
export function functionRoutes(deps: FunctionRouteDeps) {
  return new Hono<AppEnv>().route('/', corpusFunctionRoutes(deps)).route('/', readingFunctionRoutes(deps));
}

/** Creating and deleting corpus packs, and putting documents into them. */
function corpusFunctionRoutes({ db, files, now, functionUploadWaitMs }: FunctionRouteDeps) {
  return new Hono<AppEnv>()
    .post(
      '/vectara-packs-create',
      functionErrors('Failed to create corpus'),
      jsonBody(functionPacksCreateSchema),
      async (c) => {
        const { user } = requireViewer(c.get('viewer'));
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
      fileUpload<typeof functionFileUploadFieldsSchema, AppEnv>(functionFileUploadFieldsSchema, {
        maxFileBytes: UPLOAD_MAX_BYTES,
        tooLargeMessage: fileTooLargeMessage,
        // Signed in, with a creator's rights, before the file is read (the pack is named inside the form).
        authorize: (c) => requireCreatorRights(requireViewer(c.get('viewer')).user),
      }),
      async (c) => {
        const { user } = requireViewer(c.get('viewer'));
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
    )
    .post(
      '/vectara-docs-delete',
      functionErrors('Delete failed'),
      jsonBody(functionDocsDeleteSchema),
      async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        const body = c.req.valid('json');
        checkCallerId(user.id, body.userId);
        const pack = await packByCorpusKeyToManage(db, user, body.corpusKey);
        const deleted = await deleteDocuments(db, user, pack.id, body.documentIds, now());
        return c.json({ success: true as const, deleted }, 200);
      },
    )
    .post(
      '/vectara-pack-delete',
      functionErrors('Pack delete failed'),
      jsonBody(functionPackDeleteSchema),
      async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        const body = c.req.valid('json');
        checkCallerId(user.id, body.userId);
        const pack = await packByCorpusKeyToManage(db, user, body.corpusKey);
        await deletePack(db, files, user, pack.id, now());
        return c.json({ success: true as const }, 200);
      },
    )
    .post(
      '/vectara-embed',
      functionErrors('Embedding failed'),
      jsonBody(functionEmbedSchema, { limit: PASSAGE_BODY_LIMIT, documentText: ['text'] }),
      async (c) => {
        const { user } = requireViewer(c.get('viewer'));
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
      declareRateLimit('search', { keepsAccounts: true }),
      jsonBody(functionSearchSchema),
      async (c) => {
        const { user } = requireViewer(c.get('viewer'));
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
      declareRateLimit('answers', { keepsAccounts: true }),
      jsonBody(functionQueryClaudeSchema),
      async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        const { user_id, ...request } = c.req.valid('json');
        checkCallerId(user.id, user_id);
        const result = await answers.answer(user, { ...request, stream: false }, {}, { origin: WEB });
        return c.json({ success: true as const, ...result }, 200);
      },
    );
}
