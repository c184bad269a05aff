import { Hono } from 'hono';
import {
  createPackSchema,
  fileTooLargeMessage,
  myPacksQuerySchema,
  packDocumentParamsSchema,
  uploadFieldsSchema,
} from '../../common/contracts/engine';
import { idParamSchema } from '../../common/contracts/ids';
import { UPLOAD_MAX_BYTES } from '../../common/limits';
import { requireViewer } from '../auth';
import { deleteDocument, listDocuments, reindexDocument, uploadDocument } from './documents';
import { jsonBody } from '../http/body';
import type { AppEnv, RouteDeps } from '../http/context';
import { fileUpload } from '../http/multipart';
import { validate } from '../http/validate';
import { createPack, deletePack, listMyPacks } from './corpus-packs';
import { packToManage, requireCreatorRights } from '../packs';

/** Packs as corpora and their documents (issue 7): create, list mine, delete; upload, list, delete, re-index. */
export function corpusRoutes({ db, files, now }: RouteDeps) {
  return new Hono<AppEnv>()
    .post('/', jsonBody(createPackSchema), async (c) => {
      const { user } = requireViewer(c.get('viewer'));
      return c.json(await createPack(db, user, c.req.valid('json'), now()), 201);
    })
    .get('/mine', validate('query', myPacksQuerySchema), async (c) => {
      const { user } = requireViewer(c.get('viewer'));
      return c.json({ packs: await listMyPacks(db, user, c.req.valid('query').kind) }, 200);
    })
    .delete('/:id', validate('param', idParamSchema), async (c) => {
      const { user } = requireViewer(c.get('viewer'));
      await deletePack(db, files, user, c.req.valid('param').id, now());
      return c.json({ deleted: true as const }, 200);
    })
    .get('/:id/documents', validate('param', idParamSchema), async (c) => {
      const { user } = requireViewer(c.get('viewer'));
      return c.json({ documents: await listDocuments(db, user, c.req.valid('param').id) }, 200);
    })
    .post(
      '/:id/documents',
      validate('param', idParamSchema),
      fileUpload<typeof uploadFieldsSchema, AppEnv>(uploadFieldsSchema, {
        maxFileBytes: UPLOAD_MAX_BYTES,
        tooLargeMessage: fileTooLargeMessage,
        // Who may upload to this pack, before the file is read.
        authorize: async (c) => {
          const { user } = requireViewer(c.get('viewer'));
          requireCreatorRights(user);
          await packToManage(db, user, c.req.param('id') ?? '');
        },
      }),
      async (c) => {
        const { user } = requireViewer(c.get('viewer'));
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
    .delete('/:id/documents/:documentId', validate('param', packDocumentParamsSchema), async (c) => {
      const { user } = requireViewer(c.get('viewer'));
      const { id, documentId } = c.req.valid('param');
      await deleteDocument(db, files, user, id, documentId, now());
      return c.json({ deleted: true as const }, 200);
    })
    .post('/:id/documents/:documentId/reindex', validate('param', packDocumentParamsSchema), async (c) => {
      const { user } = requireViewer(c.get('viewer'));
      const { id, documentId } = c.req.valid('param');
      return c.json({ document: await reindexDocument(db, user, id, documentId, now()) }, 202);
    });
}
