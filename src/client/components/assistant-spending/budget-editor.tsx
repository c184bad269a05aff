import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BUDGET_CURRENCY } from '../../../common/contracts/assistant-spending';
import { useLanguage } from '../../lib/use-language';
import { MoneyField } from '../ui/fields';
import type { BudgetDraft, BudgetField, BudgetIssues } from './budget-draft';
import { budgetIssueText } from './issue-text';
import './spending-strings';

const BOX = 'mt-0.5 size-4 shrink-0 accent-brand-600';
const CHOICE = 'phrases flex items-start gap-2 text-sm text-slate-800';

export interface BudgetEditorProps {
  draft: BudgetDraft;
  issues: BudgetIssues;
  onChange: <K extends keyof BudgetDraft>(field: K, value: BudgetDraft[K]) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * What an assistant may spend (issue 50), as the consent page and the Connect page both ask it: nothing at all (the
 * safe default, all the editor shows until the box is ticked), or up to a monthly limit and a limit per purchase,
 * asking every time or buying on its own under an amount, and asking before the first purchase of each pack.
 */
export function BudgetEditor({ draft, issues, onChange, disabled, className = '' }: BudgetEditorProps) {
  const { t } = useTranslation('spending');
  const { language } = useLanguage();
  const id = useId();
  const currency = BUDGET_CURRENCY;
  const amount = (field: BudgetField) => {
    const issue = issues[field];
    return {
      id: `${id}-${field}`,
      value: draft[field],
      onValue: (value: string) => onChange(field, value),
      error: issue && budgetIssueText(issue, t, language),
      alert: true,
      required: true,
      badge: false,
    };
  };
  return (
    <fieldset disabled={disabled} className={className}>
      <legend className="text-sm font-medium text-slate-800">{t('budget.legend')}</legend>
      <label className={`mt-2 ${CHOICE}`}>
        <input
          type="checkbox"
          checked={draft.mayBuy}
          onChange={(event) => onChange('mayBuy', event.target.checked)}
          className={BOX}
        />
        {t('budget.mayBuy')}
      </label>
      {!draft.mayBuy ? (
        <p className="mt-1 text-sm text-slate-600">{t('budget.cannotBuy')}</p>
      ) : (
        <div className="mt-3 space-y-4 rounded-xl border border-slate-200 p-3 sm:p-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <MoneyField
              {...amount('monthly')}
              label={t('budget.monthly', { currency })}
              hint={t('budget.monthlyHint')}
            />
            <MoneyField {...amount('perPurchase')} label={t('budget.perPurchase', { currency })} />
          </div>
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">{t('budget.when')}</legend>
            <div className="mt-1 space-y-1">
              {([false, true] as const).map((auto) => (
                <label key={String(auto)} className={CHOICE}>
                  <input
                    type="radio"
                    name={`${id}-when`}
                    checked={draft.autoBuy === auto}
                    onChange={() => onChange('autoBuy', auto)}
                    className={BOX}
                  />
                  {auto ? t('budget.autoBuy') : t('budget.askEveryTime')}
                </label>
              ))}
            </div>
            {draft.autoBuy && (
              <div className="mt-2 sm:max-w-xs">
                <MoneyField
                  {...amount('autoUnder')}
                  label={t('budget.autoUnder', { currency })}
                  hint={t('budget.autoUnderHint')}
                />
              </div>
            )}
          </fieldset>
          <label className={CHOICE}>
            <input
              type="checkbox"
              checked={draft.confirmFirst}
              onChange={(event) => onChange('confirmFirst', event.target.checked)}
              className={BOX}
            />
            {t('budget.confirmFirst')}
          </label>
        </div>
      )}
    </fieldset>
  );
}
