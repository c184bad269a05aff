import { z } from 'zod';
import { idSchema } from './ids';

/**
 * What a person lets a connected assistant spend, and what it bought (issue 50). Amounts are in hundredths of
 * `currency`'s unit, as every price; the budget's currency is the marketplace's (USD), and a purchase in another
 * always asks.
 */

/** The most a monthly limit may be: far above any pack (PACK_PRICE_MAX is $10,000), still a sane guard. */
export const BUDGET_MONTHLY_MAX_CENTS = 1_000_000_00;
export const BUDGET_CURRENCY = 'USD';

/** Why a purchase waits for the person on Kenja. */
export const BUY_CONFIRM_REASONS = [
  'not_allowed',
  'over_monthly_limit',
  'over_purchase_limit',
  'ask_every_time',
  'first_purchase',
  'no_saved_card',
  'authentication',
  'other_currency',
] as const;
export type BuyConfirmReason = (typeof BUY_CONFIRM_REASONS)[number];

const cents = z.int().min(0).max(BUDGET_MONTHLY_MAX_CENTS);

/** The person's choices for one assistant. The safe default: it may not buy, and it would ask every time. */
export const assistantBudgetSchema = z
  .object({
    may_buy: z.boolean(),
    monthly_limit_cents: cents,
    per_purchase_limit_cents: cents,
    /** Buys on its own below this amount (within both limits); null: "ask me every time". */
    auto_buy_under_cents: cents.nullable(),
    /** The first purchase of a pack from this assistant asks, whatever the limits say. */
    confirm_first_purchase: z.boolean(),
  })
  .strict()
  .refine((budget) => budget.per_purchase_limit_cents <= budget.monthly_limit_cents, {
    path: ['per_purchase_limit_cents'],
    message: 'The limit per purchase cannot be more than the monthly limit',
  });
export type AssistantBudget = z.infer<typeof assistantBudgetSchema>;

export const SAFE_BUDGET: AssistantBudget = {
  may_buy: false,
  monthly_limit_cents: 0,
  per_purchase_limit_cents: 0,
  auto_buy_under_cents: null,
  confirm_first_purchase: true,
};

/** A budget as the Connect page shows it: the choices, and what is spent of it this month. */
export const budgetStateSchema = z.object({
  budget: assistantBudgetSchema,
  currency: z.string(),
  /** The calendar month counted (UTC, `YYYY-MM`). */
  month: z.string(),
  spent_cents: z.int(),
  left_cents: z.int(),
});
export type BudgetState = z.infer<typeof budgetStateSchema>;

export const AGENT_PURCHASE_STATUSES = [
  'awaiting_confirmation',
  'reserved',
  'paid',
  'declined',
  'failed',
  'expired',
  'refunded',
] as const;
export type AgentPurchaseStatus = (typeof AGENT_PURCHASE_STATUSES)[number];

/** One purchase an assistant asked for, as the person's lists show it (receipts link to the order). */
export const agentPurchaseSchema = z.object({
  id: idSchema,
  connection_id: idSchema.nullable(),
  client_name: z.string(),
  pack: z.object({ id: idSchema, slug: z.string(), title: z.string() }),
  /** Blocks of 100 query credits; null for the pack itself. */
  credit_blocks: z.int().nullable(),
  amount_cents: z.int(),
  currency: z.string(),
  status: z.enum(AGENT_PURCHASE_STATUSES),
  confirm_reason: z.enum(BUY_CONFIRM_REASONS).nullable(),
  order_id: idSchema.nullable(),
  failure: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type AgentPurchase = z.infer<typeof agentPurchaseSchema>;
export const agentPurchaseListSchema = z.object({ purchases: z.array(agentPurchaseSchema) });

/** The card saved for assistants' purchases. */
export const savedCardSchema = z.object({
  provider: z.enum(['stripe', 'dev']),
  brand: z.string(),
  last4: z.string(),
  created_at: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
export const savedCardResponseSchema = z.object({ card: savedCardSchema.nullable() });

/** What the confirmation page shows the person who owns the assistant: what it asks to buy, and why it asks. */
export const purchaseConfirmationSchema = z.object({
  purchase: agentPurchaseSchema,
  reason: z.enum(BUY_CONFIRM_REASONS),
  /** Still waiting for the person (false once confirmed, declined, paid or expired). */
  open: z.boolean(),
  budget: budgetStateSchema.nullable(),
  card: savedCardSchema.nullable(),
});
export type PurchaseConfirmation = z.infer<typeof purchaseConfirmationSchema>;

/** The person's answer on the confirmation page: pay (where to go next), or decline. */
export const confirmAnswerSchema = z.object({ decision: z.enum(['confirm', 'decline']) }).strict();
export const confirmResultSchema = z.object({
  purchase: agentPurchaseSchema,
  /** Where the browser goes to pay (a checkout), or the receipt when it was paid at once; null when declined. */
  next: z.string().nullable(),
});
