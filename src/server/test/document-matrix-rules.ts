import { createDocument, fileForm } from './factories';
import { creatorsOnly, ownPack as ownPackOf, type EndpointRule, type MatrixContext } from './matrix-rule';

/** A draft pack of the calling browser's person (or of someone else when signed out). Managing packs takes creator rights. */
export const ownPack = (ctx: MatrixContext) => ownPackOf(ctx, { status: 'draft' });

/** A stored document of a draft pack of the calling person: the path of its pack's documents and its id. */
export async function ownDocument(ctx: MatrixContext) {
  const pack = await ownPack(ctx);
  const doc = await createDocument(ctx.server, pack.id);
  return { pack, doc, path: `/api/packs/${pack.id}/documents/${doc.id}` };
}

/** Packs as corpora and their documents: creating, listing, uploading, importing, deleting, indexing again. */
export const DOCUMENT_RULES: EndpointRule[] = [
  {
    endpoint: 'POST /api/packs',
    request: () => ({ json: { title: 'Matrix pack' } }),
  },
  { endpoint: 'GET /api/packs/mine' },
  {
    endpoint: 'DELETE /api/packs/:id',
    request: async (ctx) => ({ path: `/api/packs/${(await ownPack(ctx)).id}` }),
    expect: creatorsOnly(200),
  },
  {
    endpoint: 'GET /api/packs/:id/documents',
    request: async (ctx) => ({ path: `/api/packs/${(await ownPack(ctx)).id}/documents` }),
    expect: creatorsOnly(200),
  },
  {
    endpoint: 'POST /api/packs/:id/documents',
    request: async (ctx) => ({
      path: `/api/packs/${(await ownPack(ctx)).id}/documents`,
      form: fileForm('notes.md', '# Notes\n\nA short document.'),
    }),
    expect: creatorsOnly(202),
  },
  {
    endpoint: 'POST /api/packs/:id/documents/import',
    request: async (ctx) => {
      const form = new FormData();
      form.append('files', new Blob(['# One\n\nA note.'], { type: 'text/markdown' }), 'one.md');
      form.append('files', new Blob(['Two notes.'], { type: 'text/plain' }), 'two.txt');
      return { path: `/api/packs/${(await ownPack(ctx)).id}/documents/import`, form };
    },
    expect: creatorsOnly(202),
  },
  {
    endpoint: 'DELETE /api/packs/:id/documents/:documentId',
    request: async (ctx) => ({ path: (await ownDocument(ctx)).path }),
    expect: creatorsOnly(200),
  },
  {
    endpoint: 'POST /api/packs/:id/documents/:documentId/reindex',
    request: async (ctx) => ({ path: `${(await ownDocument(ctx)).path}/reindex` }),
    expect: creatorsOnly(202),
  },
];
