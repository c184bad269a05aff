import { Hono } from 'hono';
import { editionNoteBodySchema, editionNoteResponseSchema } from '../../common/contracts/editions';
import { studioPackParamsSchema } from '../../common/contracts/studio';
import type { AppEnv, RouteDeps } from '../http/context';
import { endpointFor } from '../http/endpoint';
import { getEditionNote, saveEditionNote } from './edition-note';

const creatorStudioEndpoint = endpointFor({ access: 'creator', tag: 'Studio' });

/** The creator's note for a pack's next edition (issue 52): read and written where documents are changed. */
export function editionNoteRoutes({ db, now }: Pick<RouteDeps, 'db' | 'now'>) {
  return new Hono<AppEnv>()
    .get(
      '/:id/edition-note',
      creatorStudioEndpoint({
        summary: 'The note waiting for the pack’s next edition, and its latest edition',
        param: studioPackParamsSchema,
        status: 200,
        response: editionNoteResponseSchema,
        errors: [404],
      }),
      async (c) => c.json(await getEditionNote(db, c.var.caller.user, c.req.valid('param').id), 200),
    )
    .put(
      '/:id/edition-note',
      creatorStudioEndpoint({
        summary: 'Write the note the pack’s next edition carries to its buyers (empty: none)',
        description:
          'The next change to the pack’s documents — an upload, a re-index or a removal — makes an edition once ' +
          'none of them is still being indexed; that edition takes the note, and buyers who asked are e-mailed it.',
        param: studioPackParamsSchema,
        body: editionNoteBodySchema,
        status: 200,
        response: editionNoteResponseSchema,
        errors: [404],
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const { note } = c.req.valid('json');
        return c.json(await saveEditionNote(db, c.var.caller.user, id, note, now()), 200);
      },
    );
}
