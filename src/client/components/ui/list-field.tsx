import { Plus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { FieldError, RequirementBadge } from './form-field';

interface ListFieldProps {
  legend: string;
  hint: string;
  /** The hint's id: it describes the whole list. */
  hintId?: string;
  /** "Optional" beside the legend. */
  badge?: boolean;
  /** What is wrong with the list as a whole. */
  error?: string;
  /** The list's items, each a <li>. */
  children: ReactNode;
  /** Whether another item may be added (the list is below its limit). */
  canAdd: boolean;
  addLabel: string;
  onAdd: () => void;
}

/** A list the author grows and shrinks: its legend and hint, the items, a problem with the list, and Add. */
export function ListField({
  legend,
  hint,
  hintId,
  badge,
  error,
  children,
  canAdd,
  addLabel,
  onAdd,
}: ListFieldProps) {
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="float-left text-sm font-semibold text-slate-800">{legend}</legend>
      {badge && (
        <span className="float-right">
          <RequirementBadge />
        </span>
      )}
      <p id={hintId} className="clear-both pt-1 text-sm text-slate-500">
        {hint}
      </p>
      <ol className="mt-3 space-y-3">{children}</ol>
      {error && (
        <div className="mt-2 text-sm">
          <FieldError>{error}</FieldError>
        </div>
      )}
      {canAdd && (
        <Button icon={Plus} variant="secondary" size="sm" className="mt-3" onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </fieldset>
  );
}

/** Takes one item out of a ListField; its label names the item ("Remove question 2"). */
export function RemoveItemButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} onClick={onClick}>
      <X className="size-4" aria-hidden />
    </Button>
  );
}
