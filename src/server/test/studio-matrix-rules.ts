import { eq } from 'drizzle-orm';
import { documents } from '../db/schema';
import { creatorsOnly, ownPack as ownPackOf, type EndpointRule, type MatrixContext } from './matrix-rule';
import { createDocument, fileForm } from './factories';

// Managing packs in the studio takes creator rights; admins manage every pack.

const details = {
  title: 'Matrix pack',
  description: 'A pack made to check who may publish, pause and edit it in the studio.',
  category: 'learning-education',
  price: '19.99',
  language: 'en',
};

/** A marketplace pack of the calling browser's person (or of someone else when signed out). */
function ownPack(ctx: MatrixContext, status: 'draft' | 'published' | 'paused') {
  return ownPackOf(ctx, { status, ...(status === 'draft' ? {} : { publishedAt: new Date() }) });
}

/** A draft with one document marked ready, as the engine leaves it: what publishing and suggestions need. */
async function readyDraft(ctx: MatrixContext) {
  const pack = await ownPack(ctx, 'draft');
  const doc = await createDocument(ctx.server, pack.id, '# Study notes\n\nSpaced repetition beats cramming.');
  await ctx.server.db.update(documents).set({ status: 'ready' }).where(eq(documents.id, doc.id));
  return pack;
}

const path = (id: string, rest = '') => `/api/studio/packs/${id}${rest}`;

export const STUDIO_RULES: EndpointRule[] = [
  { endpoint: 'GET /api/creator/profile' },
  {
    endpoint: 'PUT /api/creator/profile',
    request: () => ({ json: { display_name: 'Matrix Maker', title: 'Tester', bio: '' } }),
  },
  { endpoint: 'GET /api/studio/packs' },
  {
    endpoint: 'GET /api/studio/packs/:id',
    request: async (ctx) => ({ path: path((await ownPack(ctx, 'draft')).id) }),
    expect: creatorsOnly(200),
  },
  {
    endpoint: 'PUT /api/studio/packs/:id',
    request: async (ctx) => ({ path: path((await ownPack(ctx, 'draft')).id), json: details }),
    expect: creatorsOnly(200),
  },
  {
    endpoint: 'DELETE /api/studio/packs/:id',
    request: async (ctx) => ({ path: path((await ownPack(ctx, 'draft')).id) }),
    expect: creatorsOnly(200),
  },
  {
    endpoint: 'POST /api/studio/packs/:id/publish',
    request: async (ctx) => ({ path: path((await readyDraft(ctx)).id, '/publish'), json: details }),
    expect: creatorsOnly(200),
  },
  {
    endpoint: 'POST /api/studio/packs/:id/pause',
    request: async (ctx) => ({ path: path((await ownPack(ctx, 'published')).id, '/pause') }),
    expect: creatorsOnly(200),
  },
  {
    endpoint: 'POST /api/studio/packs/:id/resume',
    request: async (ctx) => ({ path: path((await ownPack(ctx, 'paused')).id, '/resume') }),
    expect: creatorsOnly(200),
  },
  {
    endpoint: 'PUT /api/studio/packs/:id/cover',
    request: async (ctx) => ({
      path: path((await ownPack(ctx, 'draft')).id, '/cover'),
      form: fileForm(
        'cover.gif',
        new Uint8Array([...new TextEncoder().encode('GIF89a'), 1, 0, 1, 0, 0, 0, 0, 0x3b]),
      ),
    }),
    expect: creatorsOnly(200),
  },
  {
    endpoint: 'DELETE /api/studio/packs/:id/cover',
    request: async (ctx) => ({ path: path((await ownPack(ctx, 'draft')).id, '/cover') }),
    expect: creatorsOnly(200),
  },
  {
    endpoint: 'POST /api/studio/packs/:id/suggestions',
    request: async (ctx) => ({ path: path((await readyDraft(ctx)).id, '/suggestions') }),
    expect: creatorsOnly(200),
  },
  {
    endpoint: 'GET /api/studio/packs/:id/quality',
    request: async (ctx) => ({ path: `/api/studio/packs/${(await ownPack(ctx, 'published')).id}/quality` }),
    expect: creatorsOnly(200),
  },
  {
    endpoint: 'GET /api/studio/packs/:id/story',
    request: async (ctx) => ({ path: `/api/studio/packs/${(await ownPack(ctx, 'published')).id}/story` }),
    expect: creatorsOnly(200),
  },
  {
    endpoint: 'PUT /api/studio/packs/:id/story',
    request: async (ctx) => ({
      path: `/api/studio/packs/${(await ownPack(ctx, 'published')).id}/story`,
      json: { story: { title: 'Why', paragraphs: ['Because.'], quote: '', stats: [] }, headline: 'Baker' },
    }),
    expect: creatorsOnly(200),
  },
  {
    endpoint: 'GET /api/studio/packs/:id/edition-note',
    request: async (ctx) => ({ path: path((await ownPack(ctx, 'published')).id, '/edition-note') }),
    expect: creatorsOnly(200),
  },
  {
    endpoint: 'PUT /api/studio/packs/:id/edition-note',
    request: async (ctx) => ({
      path: path((await ownPack(ctx, 'published')).id, '/edition-note'),
      json: { note: 'A chapter on rye.' },
    }),
    expect: creatorsOnly(200),
  },
];
