import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What an input needs to be tied to its label, hint, counter and error. */
export interface FieldAria {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

export interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  counter?: { count: number; max: number };
  children: (aria: FieldAria) => ReactNode;
}

export const inputClass =
  'block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 aria-invalid:border-red-500 aria-invalid:focus:outline-red-600 sm:text-sm border-slate-300';

/** A label above the input, "Required"/"Optional", then hint, error and character counter below. */
export function FieldFrame({ id, label, required, hint, error, counter, children }: FieldFrameProps) {
  const { t } = useTranslation('common');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const counterId = counter ? `${id}-counter` : undefined;
  const describedBy = [errorId, hintId, counterId].filter(Boolean).join(' ') || undefined;
  const over = counter !== undefined && counter.count > counter.max;

  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        <RequirementBadge required={required} />
      </div>
      <div className="mt-1.5">
        {children({
          id,
          'aria-invalid': Boolean(error),
          'aria-describedby': describedBy,
          'aria-required': required || undefined,
        })}
      </div>
      <div className="mt-1.5 flex items-start justify-between gap-3 text-sm">
        <div className="min-w-0 space-y-1">
          {error && <FieldError id={errorId}>{error}</FieldError>}
          {hint && (
            <p id={hintId} className="text-slate-500">
              {hint}
            </p>
          )}
        </div>
        {counter && (
          <p
            id={counterId}
            className={`shrink-0 tabular-nums ${over ? 'font-semibold text-red-700' : 'text-slate-500'}`}
          >
            {t('form.counter', { count: counter.count, max: counter.max })}
          </p>
        )}
      </div>
    </div>
  );
}

export function RequirementBadge({ required }: { required?: boolean }) {
  const { t } = useTranslation('common');
  return required ? (
    <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
      {t('form.required')}
    </span>
  ) : (
    <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
      {t('form.optional')}
    </span>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 font-medium text-red-700">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}
