import {
  assistantBudgetSchema,
  BUDGET_MONTHLY_MAX_CENTS,
  SAFE_BUDGET,
  type AssistantBudget,
} from '../../../common/contracts/assistant-spending';

/** A budget as the editor holds it while it is typed: amounts in dollars, as the inputs have them. */
export interface BudgetDraft {
  mayBuy: boolean;
  monthly: string;
  perPurchase: string;
  /** False: "Ask me every time". */
  autoBuy: boolean;
  autoUnder: string;
  confirmFirst: boolean;
}

export type BudgetField = 'monthly' | 'perPurchase' | 'autoUnder';

/** What is wrong with one amount: one of the editor's own words, or the contract's message about it. */
export type BudgetIssue = { key: 'required' | 'amount' | 'aboveZero' | 'tooMuch' } | { message: string };
export type BudgetIssues = Partial<Record<BudgetField, BudgetIssue>>;

/**
 * The contract's refusal of a limit per purchase above the monthly one (assistant-spending.ts words it inside the
 * schema); budget-draft.test.ts checks the schema still says it, so the translation cannot fall behind.
 */
export const OVER_MONTHLY_MESSAGE = 'The limit per purchase cannot be more than the monthly limit';

const FIELD_OF: Record<string, BudgetField> = {
  monthly_limit_cents: 'monthly',
  per_purchase_limit_cents: 'perPurchase',
  auto_buy_under_cents: 'autoUnder',
};

/** An amount in cents as typed in dollars: "" for none (a limit of 0 is no limit worth typing). */
const dollars = (cents: number) => (cents > 0 ? (cents / 100).toFixed(2) : '');

export function draftOf(budget: AssistantBudget): BudgetDraft {
  return {
    mayBuy: budget.may_buy,
    monthly: dollars(budget.monthly_limit_cents),
    perPurchase: dollars(budget.per_purchase_limit_cents),
    autoBuy: budget.auto_buy_under_cents !== null,
    autoUnder: dollars(budget.auto_buy_under_cents ?? 0),
    confirmFirst: budget.confirm_first_purchase,
  };
}

/** The editor as it opens for a new assistant: it may not buy, would ask every time, and asks first for a new pack. */
export const SAFE_DRAFT = draftOf(SAFE_BUDGET);

/** Dollars typed → cents, or why not: an amount is needed, above zero, and within the largest limit there is. */
function centsOf(text: string): number | BudgetIssue {
  const typed = text.trim();
  if (typed === '') return { key: 'required' };
  const value = Number(typed);
  if (!Number.isFinite(value) || value < 0) return { key: 'amount' };
  const cents = Math.round(value * 100);
  if (cents === 0) return { key: 'aboveZero' };
  return cents > BUDGET_MONTHLY_MAX_CENTS ? { key: 'tooMuch' } : cents;
}

export type DraftReading = { budget: AssistantBudget; issues: null } | { budget: null; issues: BudgetIssues };

const isIssue = (amount: number | BudgetIssue | null): amount is BudgetIssue =>
  amount !== null && typeof amount === 'object';

/**
 * The budget a draft stands for, checked as the server will check it (the contract's schema), or what is wrong with
 * each amount. An assistant that may not buy gets the safe default, whatever was typed before the box was cleared.
 */
export function readDraft(draft: BudgetDraft): DraftReading {
  if (!draft.mayBuy) return { budget: SAFE_BUDGET, issues: null };
  const monthly = centsOf(draft.monthly);
  const perPurchase = centsOf(draft.perPurchase);
  const autoUnder = draft.autoBuy ? centsOf(draft.autoUnder) : null;
  const issues: BudgetIssues = {};
  if (isIssue(monthly)) issues.monthly = monthly;
  if (isIssue(perPurchase)) issues.perPurchase = perPurchase;
  if (isIssue(autoUnder)) issues.autoUnder = autoUnder;
  if (isIssue(monthly) || isIssue(perPurchase) || isIssue(autoUnder)) return { budget: null, issues };

  const checked = assistantBudgetSchema.safeParse({
    may_buy: true,
    monthly_limit_cents: monthly,
    per_purchase_limit_cents: perPurchase,
    auto_buy_under_cents: autoUnder,
    confirm_first_purchase: draft.confirmFirst,
  });
  if (checked.success) return { budget: checked.data, issues: null };
  for (const issue of checked.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !issues[field]) issues[field] = { message: issue.message };
  }
  return { budget: null, issues };
}
