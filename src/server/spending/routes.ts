import { Hono } from 'hono';
import { z } from 'zod';
import {
  agentPurchaseListSchema,
  confirmAnswerSchema,
  confirmResultSchema,
  purchaseConfirmationSchema,
} from '../../common/contracts/assistant-spending';
import type { AppEnv } from '../http/context';
import { endpointFor } from '../http/endpoint';
import type { Spending } from './spending';

/*
 * Each route's `endpoint({…})` is its one declaration: what it validates, who may call it (`access`), and its entry
 * in /api/openapi.json (http/endpoint.ts).
 */
const sessionSpendingEndpoint = endpointFor({ access: 'session', tag: 'Orders' });

const tokenParamSchema = z.object({ token: z.string().min(16).max(128) });

/** `/api/me/assistant-purchases`: what the caller's assistants bought or asked to buy, newest first. */
export function assistantPurchaseListRoutes({ spending }: { spending: Spending }) {
  return new Hono<AppEnv>().get(
    '/',
    sessionSpendingEndpoint({
      summary: 'What the caller’s connected assistants bought or asked to buy, newest first, with receipts',
      status: 200,
      response: agentPurchaseListSchema,
    }),
    async (c) => c.json({ purchases: await spending.purchasesOf(c.var.caller.user) }, 200),
  );
}

/** `/api/assistant-purchases/:token`: the confirmation page of a purchase an assistant asked for. */
export function purchaseConfirmationRoutes({ spending }: { spending: Spending }) {
  return new Hono<AppEnv>()
    .get(
      '/:token',
      sessionSpendingEndpoint({
        summary: 'A purchase an assistant asks its person to confirm: what, how much, why it asks',
        description:
          'Only the person who owns the assistant, signed in; 404 for anyone else, as for no purchase.',
        param: tokenParamSchema,
        status: 200,
        response: purchaseConfirmationSchema,
        errors: [404],
      }),
      async (c) =>
        c.json(await spending.confirmations.view(c.var.caller.user, c.req.valid('param').token), 200),
    )
    .post(
      '/:token',
      sessionSpendingEndpoint({
        summary: 'Confirm (pay) or decline a purchase an assistant asked for',
        description:
          'Confirmed: paid with the saved card at once when there is one (the receipt is next), else through the ' +
          'checkout (its page is next). 409 when the purchase no longer waits (answered, paid or expired).',
        param: tokenParamSchema,
        body: confirmAnswerSchema,
        status: 200,
        response: confirmResultSchema,
        errors: [404, 409],
      }),
      async (c) =>
        c.json(
          await spending.confirmations.answer(
            c.var.caller.user,
            c.req.valid('param').token,
            c.req.valid('json').decision,
          ),
          200,
        ),
    );
}
