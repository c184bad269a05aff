import { Hono } from 'hono';
import { idParamSchema } from '../../common/contracts/ids';
import { bundleBodySchema, discountCodeBodySchema } from '../../common/contracts/offers';
import { requireViewer } from '../auth';
import { jsonBody } from '../http/body';
import type { AppEnv, RouteDeps } from '../http/context';
import { validate } from '../http/validate';
import { requireCreatorRights } from '../packs';
import { archiveBundle, bundlesOfPack, createBundle, listBundles } from './bundles';
import { createDiscountCode, endDiscountCode, listDiscountCodes } from './discount-codes';

/** A creator's offers (issue 11): discount codes and bundles, managed in the studio; bundles shown on sales pages. */
export function offerRoutes({ db, now }: RouteDeps) {
  const params = validate('param', idParamSchema);
  const creator = (c: { get(key: 'viewer'): AppEnv['Variables']['viewer'] }) => {
    const { user } = requireViewer(c.get('viewer'));
    requireCreatorRights(user);
    return user;
  };
  return (
    new Hono<AppEnv>()
      .get('/studio/discount-codes', async (c) => {
        return c.json({ codes: await listDiscountCodes(db, creator(c), now()) }, 200);
      })
      .post('/studio/discount-codes', jsonBody(discountCodeBodySchema), async (c) => {
        return c.json({ code: await createDiscountCode(db, creator(c), c.req.valid('json'), now()) }, 201);
      })
      .post('/studio/discount-codes/:id/end', params, async (c) => {
        return c.json({ code: await endDiscountCode(db, creator(c), c.req.valid('param').id, now()) }, 200);
      })
      .get('/studio/bundles', async (c) => {
        return c.json({ bundles: await listBundles(db, creator(c)) }, 200);
      })
      .post('/studio/bundles', jsonBody(bundleBodySchema), async (c) => {
        return c.json({ bundle: await createBundle(db, creator(c), c.req.valid('json'), now()) }, 201);
      })
      .post('/studio/bundles/:id/archive', params, async (c) => {
        return c.json({ bundle: await archiveBundle(db, creator(c), c.req.valid('param').id, now()) }, 200);
      })
      // The sales page's bundle offer: the bundles on sale that hold this pack.
      .get('/packs/:id/bundles', params, async (c) => {
        return c.json({ bundles: await bundlesOfPack(db, c.req.valid('param').id) }, 200);
      })
  );
}
