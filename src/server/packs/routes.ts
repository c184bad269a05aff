import { Hono } from 'hono';
import { z } from 'zod';
import { packListQuerySchema } from '../../common/contracts/packs';
import type { AppEnv } from '../http/context';
import { AppError } from '../http/errors';
import { jsonOnce } from '../http/json-once';
import { validate } from '../http/validate';
import { recordPageView } from './page-views';
import type { Services } from '../services';

const slugParamSchema = z.object({ slug: z.string().min(1).max(200) });

export function packRoutes({ catalog, packPages, entitlements, db, authConfig, now }: Services) {
  return (
    new Hono<AppEnv>()
      .get('/', validate('query', packListQuerySchema), async (c) => {
        return jsonOnce(c, await catalog.list(c.req.valid('query')));
      })
      // The sales page's data: the same for everyone, plus why the signed-in viewer may already read the pack.
      .get('/by-slug/:slug', validate('param', slugParamSchema), async (c) => {
        const page = await packPages.get(c.req.valid('param').slug.toLowerCase());
        if (!page) throw new AppError('not_found', 'No such pack on the marketplace');
        const viewer = c.get('viewer');
        const { row, ...shared } = page;
        const access = viewer ? await entitlements.sourceOf(viewer.user, row) : null;
        return c.json({ ...shared, access }, 200);
      })
      // The sales page was seen: one view per visitor and day, for the creator's statistics.
      .post('/by-slug/:slug/views', validate('param', slugParamSchema), async (c) => {
        const page = await packPages.get(c.req.valid('param').slug.toLowerCase());
        if (!page) throw new AppError('not_found', 'No such pack on the marketplace');
        const viewer = c.get('viewer');
        // A creator looking at their own page is not a visitor.
        if (viewer?.user.id === page.row.creatorId) return c.body(null, 204);
        const visitor = viewer
          ? `user:${viewer.user.id}`
          : `address:${c.get('address')}\n${c.req.header('user-agent') ?? ''}`;
        await recordPageView(db, authConfig.sessionSecret, { packId: page.row.id, visitor, at: now() });
        return c.body(null, 204);
      })
  );
}
