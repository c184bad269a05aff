import { Hono } from 'hono';
import { z } from 'zod';
import { idParamSchema } from '../../common/contracts/ids';
import {
  bundleBodySchema,
  bundleSchema,
  discountCodeBodySchema,
  discountCodeSchema,
} from '../../common/contracts/offers';
import type { AppEnv, RouteDeps } from '../http/context';
import { endpoint, endpointFor } from '../http/endpoint';
import { archiveBundle, bundlesOfPack, createBundle, listBundles } from './bundles';
import { createDiscountCode, endDiscountCode, listDiscountCodes } from './discount-codes';

const codeAnswer = z.object({ code: discountCodeSchema });
const bundleAnswer = z.object({ bundle: bundleSchema });
const bundlesAnswer = z.object({ bundles: z.array(bundleSchema) });

/*
 * A creator's offers (issue 11): discount codes and bundles, managed in the studio; bundles shown on sales pages.
 * Each route's `endpoint({…})` is its one declaration (http/endpoint.ts).
 */

/** Declares the Studio endpoints here that creators (and admins) may call. */
const creatorStudioEndpoint = endpointFor({ access: 'creator', tag: 'Studio' });

/** `/api/studio/discount-codes`: the creator's codes. */
export function discountCodeRoutes({ db, now }: Pick<RouteDeps, 'db' | 'now'>) {
  return new Hono<AppEnv>()
    .get(
      '/',
      creatorStudioEndpoint({
        summary: 'The creator’s discount codes, newest first, with their uses',
        status: 200,
        response: z.object({ codes: z.array(discountCodeSchema) }),
      }),
      async (c) => {
        return c.json({ codes: await listDiscountCodes(db, c.var.caller.user, now()) }, 200);
      },
    )
    .post(
      '/',
      creatorStudioEndpoint({
        summary:
          'Make a discount code: a percentage or a fixed amount off your packs (or one), with an expiry and a limit',
        description: 'Codes are unique across Kenja regardless of case (409 when taken).',
        body: discountCodeBodySchema,
        status: 201,
        response: codeAnswer,
        errors: [404, 409],
      }),
      async (c) => {
        return c.json(
          { code: await createDiscountCode(db, c.var.caller.user, c.req.valid('json'), now()) },
          201,
        );
      },
    )
    .post(
      '/:id/end',
      creatorStudioEndpoint({
        summary: 'End a discount code now (it is kept: orders name it)',
        param: idParamSchema,
        status: 200,
        response: codeAnswer,
        errors: [404],
      }),
      async (c) => {
        return c.json(
          { code: await endDiscountCode(db, c.var.caller.user, c.req.valid('param').id, now()) },
          200,
        );
      },
    );
}

/** `/api/studio/bundles`: the creator's bundles. */
export function bundleRoutes({ db, now }: Pick<RouteDeps, 'db' | 'now'>) {
  return new Hono<AppEnv>()
    .get(
      '/',
      creatorStudioEndpoint({
        summary: 'The creator’s bundles, archived ones included',
        status: 200,
        response: bundlesAnswer,
      }),
      async (c) => {
        return c.json({ bundles: await listBundles(db, c.var.caller.user) }, 200);
      },
    )
    .post(
      '/',
      creatorStudioEndpoint({
        summary: 'Offer 2–10 of your published packs together, for less than they cost one by one',
        body: bundleBodySchema,
        status: 201,
        response: bundleAnswer,
      }),
      async (c) => {
        return c.json({ bundle: await createBundle(db, c.var.caller.user, c.req.valid('json'), now()) }, 201);
      },
    )
    .post(
      '/:id/archive',
      creatorStudioEndpoint({
        summary: 'Take a bundle off sale for good (it is kept: receipts name it)',
        param: idParamSchema,
        status: 200,
        response: bundleAnswer,
        errors: [404],
      }),
      async (c) => {
        return c.json(
          { bundle: await archiveBundle(db, c.var.caller.user, c.req.valid('param').id, now()) },
          200,
        );
      },
    );
}

/** `/api/packs/:id/bundles`: the sales page's bundle offer, the bundles on sale that hold this pack. */
export function packBundleRoutes({ db }: Pick<RouteDeps, 'db'>) {
  return new Hono<AppEnv>().get(
    '/:id/bundles',
    endpoint({
      access: 'public',
      tag: 'Packs',
      summary: 'The bundles on sale that hold this pack (the sales page’s bundle offer)',
      param: idParamSchema,
      status: 200,
      response: bundlesAnswer,
    }),
    async (c) => {
      return c.json({ bundles: await bundlesOfPack(db, c.req.valid('param').id) }, 200);
    },
  );
}
