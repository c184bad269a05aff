import { Hono } from 'hono';
import { z } from 'zod';
import { savedCardResponseSchema } from '../../common/contracts/assistant-spending';
import { languageOfPath } from '../../common/languages';
import type { AppEnv } from '../http/context';
import { endpointFor } from '../http/endpoint';
import type { Commerce } from './commerce';
import { DEV_CARD_REFS, type DevCardKind } from './payments';

/*
 * Each route's `endpoint({…})` is its one declaration: what it validates, who may call it (`access`), and its entry
 * in /api/openapi.json, whose method and path are where the route is registered and mounted (http/endpoint.ts).
 */

/** A page of Kenja's to come back to: a path on this site, so the provider's page cannot send the person elsewhere. */
const returnPathSchema = z
  .string()
  .max(512)
  // Printable ASCII without a backslash (a browser reads `\` as `/`); never `//host`, another site.
  .regex(/^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/, 'A path on this site, starting with one "/"');

const cardSetupRequestSchema = z.object({ return_path: returnPathSchema }).strict();
const cardSetupResponseSchema = z.object({ url: z.string() });
const devCardRequestSchema = z
  .object({ kind: z.enum(Object.keys(DEV_CARD_REFS) as [DevCardKind, ...DevCardKind[]]) })
  .strict();

/** Declares the payment-method endpoints, which anyone signed in may call for their own card. */
const sessionCardEndpoint = endpointFor({ access: 'session', tag: 'Orders' });

/** `/api/me/payment-method`: the card a person saved for their assistants' purchases (issue 50). */
export function paymentMethodRoutes({ commerce }: { commerce: Commerce }) {
  const { savedCards } = commerce;
  return new Hono<AppEnv>()
    .get(
      '/',
      sessionCardEndpoint({
        summary:
          'The card the caller saved for their assistants’ purchases (brand and last four digits), or null',
        status: 200,
        response: savedCardResponseSchema,
      }),
      async (c) => c.json({ card: await savedCards.card(c.var.caller.user.id) }, 200),
    )
    .post(
      '/setup',
      sessionCardEndpoint({
        summary: 'Start saving a card for assistants’ purchases: where to go to enter it',
        description:
          'With Stripe configured, a Stripe Checkout page in setup mode (nothing is charged); the card is saved ' +
          'from Stripe’s verified webhook, and the page returns to `return_path` with `?card=saved` or ' +
          '`?card=cancelled`. Otherwise (never in production) the dev checkout’s card page. Saving a card ' +
          'replaces the one saved before. 503 when payments are not configured or the provider did not answer.',
        body: cardSetupRequestSchema,
        status: 200,
        response: cardSetupResponseSchema,
        errors: [503],
      }),
      async (c) => {
        const { user } = c.var.caller;
        const returnPath = c.req.valid('json').return_path;
        return c.json(await savedCards.startSetup(user, languageOfPath(returnPath), returnPath), 200);
      },
    )
    .post(
      '/dev',
      sessionCardEndpoint({
        summary: 'Save one of the dev checkout’s test cards (outside production only)',
        description:
          '`works` pays, `authentication` asks for the card holder’s authentication (the purchase falls back to ' +
          'the confirmation page), `declined` is declined. It is charged only where the dev checkout is the one ' +
          'in use. 404 where the dev checkout is not available (production).',
        body: devCardRequestSchema,
        status: 200,
        response: savedCardResponseSchema,
        errors: [404],
      }),
      async (c) =>
        c.json({ card: await savedCards.saveDevCard(c.var.caller.user.id, c.req.valid('json').kind) }, 200),
    )
    .delete(
      '/',
      sessionCardEndpoint({
        summary: 'Forget the saved card: no assistant’s purchase is charged to it from now on',
        status: 204,
      }),
      async (c) => {
        await savedCards.remove(c.var.caller.user.id);
        return c.body(null, 204);
      },
    );
}
