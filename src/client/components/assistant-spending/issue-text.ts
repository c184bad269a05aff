import type { TFunction } from 'i18next';
import { BUDGET_CURRENCY, BUDGET_MONTHLY_MAX_CENTS } from '../../../common/contracts/assistant-spending';
import type { Language } from '../../../common/languages';
import { formatMoney } from '../../lib/format';
import { issueTranslator } from '../../lib/issue-text';
import { OVER_MONTHLY_MESSAGE, type BudgetIssue } from './budget-draft';

const contractText = issueTranslator(new Map([[OVER_MONTHLY_MESSAGE, 'issues.overMonthly']]), []);

/** What is wrong with an amount, in the page's language (`t` of the spending namespace). */
export function budgetIssueText(issue: BudgetIssue, t: TFunction, language: Language): string {
  if ('message' in issue) return contractText(issue.message, t, language);
  return t(`issues.${issue.key}`, {
    max: formatMoney(BUDGET_MONTHLY_MAX_CENTS, BUDGET_CURRENCY, language),
  });
}
