import { Hono } from 'hono';
import { z } from 'zod';
import {
  corpusPackSchema,
  createPackSchema,
  documentSummarySchema,
  fileTooLargeMessage,
  myPacksQuerySchema,
  packDocumentParamsSchema,
  uploadFieldsSchema,
  uploadResponseSchema,
  importResponseSchema,
  importTooLargeMessage,
} from '../../common/contracts/engine';
import { IMPORT_MAX_BYTES, IMPORT_MAX_FILES, UPLOAD_MAX_BYTES } from '../../common/limits';
import { MB } from '../http/body';
import { manyFilesUpload } from '../http/multipart-files';
import { importDocuments } from './import-documents';
import { idParamSchema } from '../../common/contracts/ids';
import { deleteDocument, listDocuments, reindexDocument, uploadDocument } from './documents';
import type { AppEnv, RouteDeps } from '../http/context';
import { type CallerEnv, endpointFor } from '../http/endpoint';
import { fileUpload } from '../http/multipart';
import { createPack, deletePack, listMyPacks } from './corpus-packs';
import { packToManage } from '../packs';

/*
 * Each route's `endpoint({…})` is its one declaration: what it validates, who may call it (`access`), and its entry
 * in /api/openapi.json, whose method and path are where the route is registered and mounted (http/endpoint.ts).
 */

const deleted = z.object({ deleted: z.literal(true) });

/** Declares the Documents endpoints here that creators (and admins) may call. */
const creatorDocumentsEndpoint = endpointFor({ access: 'creator', tag: 'Documents' });
/** Declares the Packs endpoints here that creators (and admins) may call. */
const creatorPacksEndpoint = endpointFor({ access: 'creator', tag: 'Packs' });

/** Packs as corpora and their documents (issue 7): create, list mine, delete; upload, list, delete, re-index. */
export function corpusRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().route('/', packCorpusRoutes(deps)).route('/', documentRoutes(deps));
}

/** Creating, listing and deleting one's packs. */
function packCorpusRoutes({ db, files, now }: RouteDeps) {
  return new Hono<AppEnv>()
    .post(
      '/',
      creatorPacksEndpoint({
        summary: 'Create a pack (a corpus)',
        description: 'Creators create draft marketplace packs; admins may create test packs (kind test).',
        body: createPackSchema,
        status: 201,
        response: corpusPackSchema,
      }),
      async (c) => c.json(await createPack(db, c.var.caller.user, c.req.valid('json'), now()), 201),
    )
    .get(
      '/mine',
      creatorPacksEndpoint({
        summary: "List the caller's packs, newest first",
        description: 'An admin listing kind=test sees every test pack.',
        query: myPacksQuerySchema,
        status: 200,
        response: z.object({ packs: z.array(corpusPackSchema) }),
      }),
      async (c) =>
        c.json({ packs: await listMyPacks(db, c.var.caller.user, c.req.valid('query').kind) }, 200),
    )
    .delete(
      '/:id',
      creatorPacksEndpoint({
        summary: 'Delete a pack with its documents and chunks',
        param: idParamSchema,
        status: 200,
        response: deleted,
        errors: [404],
      }),
      async (c) => {
        const { user } = c.var.caller;
        await deletePack(db, files, user, c.req.valid('param').id, now());
        return c.json({ deleted: true as const }, 200);
      },
    );
}

/** A pack's documents: listing, uploading, deleting and indexing again. */
function documentRoutes({ db, files, now }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(
      '/:id/documents',
      creatorDocumentsEndpoint({
        summary: "List a pack's documents with their processing status and progress",
        param: idParamSchema,
        status: 200,
        response: z.object({ documents: z.array(documentSummarySchema) }),
        errors: [404],
      }),
      async (c) =>
        c.json({ documents: await listDocuments(db, c.var.caller.user, c.req.valid('param').id) }, 200),
    )
    .post(
      '/:id/documents',
      creatorDocumentsEndpoint({
        summary: 'Upload a document (PDF, DOCX, TXT or Markdown, at most 10 MB)',
        description:
          'Answers at once with the document queued (202); it is then processed in the background. The same bytes ' +
          'uploaded again into the pack answer 200 with the existing document and `duplicate: true`.',
        param: idParamSchema,
        upload: {},
        status: 202,
        response: uploadResponseSchema,
        errors: [404, 413, 415],
      }),
      fileUpload<typeof uploadFieldsSchema, AppEnv & CallerEnv<'creator'>>(uploadFieldsSchema, {
        maxFileBytes: UPLOAD_MAX_BYTES,
        tooLargeMessage: fileTooLargeMessage,
        // Whether this creator may upload to this pack, before the file is read (`endpoint` admitted a creator).
        authorize: (c) => packToManage(db, c.var.caller.user, c.req.param('id') ?? ''),
      }),
      async (c) => {
        const { user } = c.var.caller;
        const result = await uploadDocument(
          db,
          files,
          user,
          c.req.valid('param').id,
          c.req.valid('form').file,
          now(),
        );
        return c.json(result, result.duplicate ? 200 : 202);
      },
    )
    .post(
      '/:id/documents/import',
      creatorDocumentsEndpoint({
        summary: `Import many documents at once (at most ${IMPORT_MAX_FILES} files, ${IMPORT_MAX_BYTES / MB} MB together)`,
        description:
          'A folder or a knowledge base: every part named `files` is a file, checked as an upload is. Answers 202 ' +
          'with the documents taken (queued, then indexed in the background, small ones together), the files ' +
          'whose bytes were already in the pack, and the files left out with the reason (empty, over 10 MB, not a ' +
          'PDF, Word, Markdown or text file). Nothing is taken if the import fails.',
        param: idParamSchema,
        uploadMany: true,
        status: 202,
        response: importResponseSchema,
        errors: [404, 413, 415],
      }),
      manyFilesUpload<AppEnv & CallerEnv<'creator'>>({
        maxFiles: IMPORT_MAX_FILES,
        maxBytes: IMPORT_MAX_BYTES,
        maxFileBytes: UPLOAD_MAX_BYTES,
        tooLargeMessage: importTooLargeMessage,
        authorize: (c) => packToManage(db, c.var.caller.user, c.req.param('id') ?? ''),
      }),
      async (c) => {
        const { user } = c.var.caller;
        const { id } = c.req.valid('param');
        const parts = c.req.valid('form').files;
        return c.json(await importDocuments(db, files, user, id, parts, now()), 202);
      },
    )
    .delete(
      '/:id/documents/:documentId',
      creatorDocumentsEndpoint({
        summary: 'Delete a document and its chunks',
        param: packDocumentParamsSchema,
        status: 200,
        response: deleted,
        errors: [404],
      }),
      async (c) => {
        const { user } = c.var.caller;
        const { id, documentId } = c.req.valid('param');
        await deleteDocument(db, files, user, id, documentId, now());
        return c.json({ deleted: true as const }, 200);
      },
    )
    .post(
      '/:id/documents/:documentId/reindex',
      creatorDocumentsEndpoint({
        summary: 'Index a document again from its stored bytes',
        description: 'Its current chunks stay searchable until the new ones replace them.',
        param: packDocumentParamsSchema,
        status: 202,
        response: z.object({ document: documentSummarySchema }),
        errors: [404],
      }),
      async (c) => {
        const { user } = c.var.caller;
        const { id, documentId } = c.req.valid('param');
        return c.json({ document: await reindexDocument(db, user, id, documentId, now()) }, 202);
      },
    );
}
