import type { TFunction } from 'i18next';
import type { BudgetState } from '../../../common/contracts/assistant-spending';
import type { Language } from '../../../common/languages';
import { formatDate, formatMoney } from '../../lib/format';

/** The calendar month a budget counts (`YYYY-MM`, UTC), by name: "December" / "12月". */
export const monthName = (month: string, language: Language) =>
  formatDate(`${month}-01T00:00:00Z`, language, 'month');

/**
 * A budget in one line (`t` of the spending namespace): "May buy up to $20.00 a month · $4.99 spent in December",
 * or "Can't buy" (with what it spent this month, if anything, before it was stopped).
 */
export function budgetLine(state: BudgetState, t: TFunction, language: Language): string {
  const money = (cents: number) => formatMoney(cents, state.currency, language);
  const { budget } = state;
  const spent = t('line.spent', {
    amount: money(state.spent_cents),
    month: monthName(state.month, language),
  });
  if (!budget.may_buy)
    return state.spent_cents > 0 ? `${t('line.cannotBuy')} · ${spent}` : t('line.cannotBuy');
  return `${t('line.mayBuy', { monthly: money(budget.monthly_limit_cents) })} · ${spent}`;
}
