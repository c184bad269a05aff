import { ChevronDown, Wallet } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Connection } from '../../../common/contracts/oauth';
import { BudgetEditor } from '../../components/assistant-spending/budget-editor';
import { budgetLine } from '../../components/assistant-spending/budget-line';
import { useBudgetDraft } from '../../components/assistant-spending/use-budget-draft';
import { Button } from '../../components/ui/button';
import { apiErrorText } from '../../lib/api-error-text';
import { useLanguage } from '../../lib/use-language';
import { useSaveBudget } from './api/spending-api';

/** A connected assistant's budget in a line, and "Edit purchases", which opens the budget editor to change it. */
export function ConnectionBudget({ connection }: { connection: Connection }) {
  const { t } = useTranslation('connect');
  const spending = useTranslation('spending');
  const { language } = useLanguage();
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    // Under the assistant's details, across the row (past the Disconnect button); on a phone the editor takes the
    // whole row, as its fields would be too narrow beside the indent.
    <div className="w-full">
      <p className="phrases flex items-start gap-1.5 pl-8 text-sm text-slate-700">
        <Wallet className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
        {budgetLine(connection.budget, spending.t, language)}
      </p>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-editor`}
        aria-label={t('budget.editLabel', { name: connection.client.name })}
        onClick={() => setOpen(!open)}
        className="mt-1 ml-8 inline-flex items-center gap-1 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
        {t('budget.edit')}
      </button>
      {open && <BudgetForm id={`${id}-editor`} connection={connection} onDone={close} />}
    </div>
  );
}

function BudgetForm({ id, connection, onDone }: { id: string; connection: Connection; onDone: () => void }) {
  const { t } = useTranslation('connect');
  const budget = useBudgetDraft(connection.budget.budget);
  const save = useSaveBudget(connection.id);
  const handleSave = (event: FormEvent) => {
    event.preventDefault();
    const chosen = budget.read();
    if (chosen) save.mutate(chosen, { onSuccess: onDone });
  };
  return (
    <form
      id={id}
      onSubmit={handleSave}
      noValidate
      className="mt-3 rounded-2xl bg-slate-50 p-3 sm:ml-8 sm:p-4"
    >
      <BudgetEditor {...budget.field} disabled={save.isPending} />
      {save.isError && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-800">
          {t('budget.saveFailed', { reason: apiErrorText(save.error, t) })}
        </p>
      )}
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="sm" onClick={onDone} disabled={save.isPending}>
          {t('budget.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? t('budget.saving') : t('budget.save')}
        </Button>
      </div>
    </form>
  );
}
