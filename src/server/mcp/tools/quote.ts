import type { CallToolResult } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { QUERY_CREDIT_BLOCKS_MAX, QUERY_CREDITS_PER_BLOCK } from '../../../common/limits';
import { CONFIRM_REASON_TEXT } from '../../spending';
import type { McpCaller } from '../caller';
import { budgetField, budgetText, moneyText } from './money-text';
import type { ToolContext } from './shared';
import { kenjaTool } from './kenja-tool';

export const budgetShape = z
  .object({
    may_buy: z.boolean(),
    currency: z.string(),
    month: z.string().describe('The calendar month counted (UTC, YYYY-MM)'),
    monthly_limit_cents: z.number().int(),
    per_purchase_limit_cents: z.number().int(),
    spent_cents: z.number().int(),
    left_cents: z.number().int(),
  })
  .nullable()
  .describe('What your person lets you spend, and what is left this month (hundredths of the currency)');

const quoteConfig = {
  title: 'Quote a purchase',
  description:
    'Says exactly what buying a pack (or blocks of 100 query credits of a pack sold by the query) would cost ' +
    'now — bundle and discount rules applied, in its currency — what is left of the budget your person set, and ' +
    'whether they would be asked to confirm. Free; buys nothing. Buy with the quote_id it returns (valid 15 ' +
    'minutes). Find packs with find_packs.',
  inputSchema: z.object({
    pack_id: z.uuid().describe('The pack (an id from find_packs)'),
    credit_blocks: z
      .number()
      .int()
      .min(1)
      .max(QUERY_CREDIT_BLOCKS_MAX)
      .optional()
      .describe(`Blocks of ${QUERY_CREDITS_PER_BLOCK} query credits to buy; omit to buy the pack itself`),
  }),
  outputSchema: z.object({
    quote_id: z.string().describe('Pass to buy; it is bound to you and this price'),
    pack_id: z.string(),
    title: z.string(),
    queries: z.number().int().nullable().describe('Query credits bought; null for the pack itself'),
    currency: z.string(),
    subtotal_cents: z.number().int(),
    discount_cents: z.number().int(),
    amount_cents: z.number().int().describe('What would be charged, in hundredths of the currency'),
    needs_confirmation: z.boolean(),
    reason: z
      .string()
      .nullable()
      .describe('Why your person would be asked; null when you may buy on your own'),
    budget: budgetShape,
    expires_at: z.string(),
  }),
  annotations: { readOnlyHint: true, openWorldHint: false, title: 'Quote a purchase' },
};

interface QuoteArgs {
  pack_id: string;
  credit_blocks?: number;
}

async function quote({ services }: ToolContext, args: QuoteArgs, caller: McpCaller): Promise<CallToolResult> {
  const quoted = await services.spending.purchases.quote(caller.principal, {
    packId: args.pack_id,
    creditBlocks: args.credit_blocks ?? null,
  });
  const what = quoted.queries ? `${quoted.queries} queries of “${quoted.title}”` : `“${quoted.title}”`;
  const price = moneyText(quoted.amountCents, quoted.currency);
  const discount =
    quoted.discountCents > 0
      ? ` (${moneyText(quoted.discountCents, quoted.currency)} off the list price)`
      : '';
  const ask = quoted.reason
    ? `Buying it would ask your person to confirm on Kenja: ${CONFIRM_REASON_TEXT[quoted.reason]}.`
    : 'You may buy it on your own: call buy with the quote_id.';
  const text = [
    `${what} costs ${price}${discount}. quote_id: ${quoted.quoteId} (valid until ${quoted.expiresAt.toISOString()}).`,
    ask,
    budgetText(quoted.budget),
  ].join('\n');
  return {
    content: [{ type: 'text', text }],
    structuredContent: {
      quote_id: quoted.quoteId,
      pack_id: args.pack_id,
      title: quoted.title,
      queries: quoted.queries,
      currency: quoted.currency,
      subtotal_cents: quoted.subtotalCents,
      discount_cents: quoted.discountCents,
      amount_cents: quoted.amountCents,
      needs_confirmation: quoted.reason !== null,
      reason: quoted.reason ? CONFIRM_REASON_TEXT[quoted.reason] : null,
      budget: budgetField(quoted.budget),
      expires_at: quoted.expiresAt.toISOString(),
    },
  };
}

export const quoteTool = kenjaTool({
  name: 'quote',
  config: quoteConfig,
  body: (context, args, caller) => quote(context, args, caller),
});
