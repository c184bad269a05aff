import type { BudgetState } from '../../../common/contracts/assistant-spending';

/** An amount as a model reads it: in its own currency, from hundredths of the unit. */
export function moneyText(cents: number, currency: string): string {
  if (cents === 0) return 'free';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

/** What is left of the assistant's budget, said in one sentence. */
export function budgetText(state: BudgetState | null | undefined): string {
  if (!state?.budget.may_buy) return 'Your person has not let you buy on your own: every purchase asks them.';
  const { budget, currency } = state;
  const own =
    budget.auto_buy_under_cents === null
      ? 'every purchase asks them'
      : `you may buy on your own under ${moneyText(budget.auto_buy_under_cents, currency)}`;
  return (
    `Budget left in ${state.month}: ${moneyText(state.left_cents, currency)} of ` +
    `${moneyText(budget.monthly_limit_cents, currency)} (at most ` +
    `${moneyText(budget.per_purchase_limit_cents, currency)} a purchase; ${own}).`
  );
}

/** The budget in a tool's structured result. */
export const budgetField = (state: BudgetState | null | undefined) =>
  state
    ? {
        may_buy: state.budget.may_buy,
        currency: state.currency,
        month: state.month,
        monthly_limit_cents: state.budget.monthly_limit_cents,
        per_purchase_limit_cents: state.budget.per_purchase_limit_cents,
        spent_cents: state.spent_cents,
        left_cents: state.left_cents,
      }
    : null;
