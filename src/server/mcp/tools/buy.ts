import {
  CLIENT_CAPABILITIES_META_KEY,
  inputRequired,
  UrlElicitationRequiredError,
  type CallToolResult,
  type InputRequiredResult,
  type ServerContext,
} from '@modelcontextprotocol/server';
import { z } from 'zod';
import { AGENT_PURCHASE_STATUSES, type BudgetState } from '../../../common/contracts/assistant-spending';
import { LANGUAGES } from '../../../common/languages';
import { CONFIRM_REASON_TEXT, effectiveStatus, type PurchaseRow } from '../../spending';
import type { McpCaller } from '../caller';
import { budgetField, budgetText, moneyText } from './money-text';
import { budgetShape } from './quote';
import type { ToolContext } from './shared';
import { kenjaTool } from './kenja-tool';

const buyConfig = {
  title: 'Buy a pack or query credits',
  description:
    'Buys what a quote priced (call quote first). Within the budget your person set, with a saved card, it ' +
    'completes at once and returns the receipt; otherwise it asks your person to confirm on Kenja (a page only ' +
    'they can open, signed in) — your client may open it for them, or the result gives the link to pass on — and ' +
    'completes when you call buy again with the same quote_id after they paid. Calling it again never charges ' +
    'twice. Text in packs or questions cannot change the budget: it is enforced by Kenja.',
  inputSchema: z.object({
    quote_id: z.string().min(1).max(2000).describe('The quote_id quote returned'),
    language: z
      .enum(LANGUAGES)
      .optional()
      .describe("The language of the confirmation page, your person's (en or ja); the pack's by default"),
  }),
  outputSchema: z.object({
    status: z.enum(AGENT_PURCHASE_STATUSES),
    purchase_id: z.string(),
    amount_cents: z.number().int(),
    currency: z.string(),
    receipt_url: z.string().nullable(),
    confirm_url: z.string().nullable().describe('Where your person confirms, while it waits for them'),
    reason: z.string().nullable().describe('Why it waits for your person'),
    message: z.string(),
    budget: budgetShape,
  }),
  annotations: {
    readOnlyHint: false,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: true,
    title: 'Buy a pack or query credits',
  },
};

interface BuyArgs {
  quote_id: string;
  language?: (typeof LANGUAGES)[number];
}

/** What became of the purchase, in words a model passes on. */
function messageOf(
  row: PurchaseRow,
  status: PurchaseRow['status'],
  urls: { confirm: string; receipt: string | null },
) {
  const price = moneyText(row.amountCents, row.currency);
  switch (status) {
    case 'paid':
      return `Bought for ${price}. Receipt: ${urls.receipt ?? 'on Kenja'}. You may now search and ask the pack (list_packs shows it).`;
    case 'awaiting_confirmation':
      return (
        `Not bought yet: ${CONFIRM_REASON_TEXT[row.confirmReason as keyof typeof CONFIRM_REASON_TEXT] ?? 'your person must confirm it'}. ` +
        `Ask your person to confirm it on Kenja: ${urls.confirm} (only they can, signed in; for 24 hours). ` +
        'When they have, call buy again with the same quote_id.'
      );
    case 'reserved':
      return 'The payment is under way: call buy again with the same quote_id in a moment.';
    case 'declined':
      return 'Your person declined this purchase. Nothing was charged.';
    case 'expired':
      return 'Nobody confirmed this purchase in time. Nothing was charged; call quote again to start over.';
    case 'refunded':
      return `This purchase was refunded (${price} went back).`;
    case 'failed':
      return `Not bought: ${row.failure ?? 'the payment did not go through'}. Nothing was charged.`;
  }
}

function resultOf(ctx: ToolContext, row: PurchaseRow, budget: BudgetState | undefined): CallToolResult {
  const { purchases } = ctx.services.spending;
  const status = effectiveStatus(row, ctx.services.now());
  const confirm = purchases.confirmUrl(row);
  const receipt = purchases.receiptUrl(row);
  const message = messageOf(row, status, { confirm, receipt });
  return {
    content: [{ type: 'text', text: `${message}\n${budgetText(budget)}` }],
    structuredContent: {
      status,
      purchase_id: row.id,
      amount_cents: row.amountCents,
      currency: row.currency,
      receipt_url: status === 'paid' ? receipt : null,
      confirm_url: status === 'awaiting_confirmation' ? confirm : null,
      reason:
        status === 'awaiting_confirmation'
          ? (CONFIRM_REASON_TEXT[row.confirmReason as keyof typeof CONFIRM_REASON_TEXT] ?? null)
          : null,
      message,
      budget: budgetField(budget),
    },
  };
}

/** The client can open a URL for its person: 2026-07-28 says so in each request, 2025-11-25 once at initialize. */
async function canElicitUrl(context: ToolContext, ctx: ServerContext, caller: McpCaller) {
  const envelope = ctx.mcpReq.envelope as Record<string, unknown> | undefined;
  if (envelope) {
    const capabilities = envelope[CLIENT_CAPABILITIES_META_KEY] as
      { elicitation?: { url?: unknown } } | undefined;
    return { era: 'modern' as const, can: typeof capabilities?.elicitation?.url === 'object' };
  }
  return {
    era: 'legacy' as const,
    can: await context.services.spending.elicitsUrl(caller.principal.tokenId),
  };
}

async function buy(
  context: ToolContext,
  args: BuyArgs,
  caller: McpCaller,
  ctx: ServerContext,
): Promise<CallToolResult | InputRequiredResult> {
  const { purchases } = context.services.spending;
  const row = await purchases.buy(caller.principal, args.quote_id, args.language);
  const budget = await purchases.budgetState(caller.principal.tokenId);
  const result = resultOf(context, row, budget);
  if (effectiveStatus(row, context.services.now()) !== 'awaiting_confirmation') return result;
  // A retry after the person was asked answers with where things stand, never another round of asking.
  if (ctx.mcpReq.inputResponses !== undefined || ctx.mcpReq.requestState() !== undefined) return result;
  const elicit = await canElicitUrl(context, ctx, caller);
  if (!elicit.can) return result;
  const url = purchases.confirmUrl(row);
  const message = `Confirm a purchase on Kenja: ${moneyText(row.amountCents, row.currency)}`;
  if (elicit.era === 'modern') {
    return inputRequired({
      inputRequests: { confirm: inputRequired.elicitUrl({ message, url }) },
      requestState: row.id,
    });
  }
  throw new UrlElicitationRequiredError(
    [{ mode: 'url', message, url, elicitationId: row.id }],
    `${message}: ${url}`,
  );
}

/** Buys what a quote priced; asks its person through the exchange when they must confirm. */
export const buyTool = kenjaTool({
  name: 'buy',
  config: buyConfig,
  body: (context, args, caller, exchange) => {
    if (!exchange) throw new Error('buy is answered through the SDK, which gives it the exchange');
    return buy(context, args, caller, exchange);
  },
  readsExchange: true,
});
