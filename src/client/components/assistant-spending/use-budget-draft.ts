import { useState } from 'react';
import type { AssistantBudget } from '../../../common/contracts/assistant-spending';
import { draftOf, readDraft, type BudgetDraft, type BudgetIssues } from './budget-draft';

/**
 * A budget being edited, from `initial`: the BudgetEditor's props, and what a submit sends. An amount's issue goes
 * once that amount is typed again; the others stay until the next submit.
 */
export function useBudgetDraft(initial: AssistantBudget) {
  const [draft, setDraft] = useState<BudgetDraft>(() => draftOf(initial));
  const [issues, setIssues] = useState<BudgetIssues>({});
  const onChange = <K extends keyof BudgetDraft>(field: K, value: BudgetDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setIssues(({ [field as keyof BudgetIssues]: _typed, ...others }) => others);
  };
  return {
    draft,
    /** At submit: the budget, or undefined while an amount is wrong (the editor then says which, and why). */
    read: (): AssistantBudget | undefined => {
      const reading = readDraft(draft);
      setIssues(reading.issues ?? {});
      return reading.budget ?? undefined;
    },
    field: { draft, issues, onChange },
  };
}
