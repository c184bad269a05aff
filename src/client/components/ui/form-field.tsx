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
  /** Lighter words after the label's, part of its name: "(optional)". */
  labelNote?: string;
  /** The label is read by assistive technology only: the place says what the field is for. */
  hideLabel?: boolean;
  required?: boolean;
  /** "Required"/"Optional" beside the label; off where a form does not speak of it. */
  badge?: boolean;
  hint?: string;
  error?: ReactNode;
  /** The error is announced the moment it appears (role alert), for errors found on submitting. */
  alert?: boolean;
  /** The count and the limit, or the words saying them where the count is written another way. */
  counter?: { count: number; max: number; text?: string };
  /** Ids of other words that describe the control (a dialog's sentence above it), read first. */
  describedBy?: string;
  children: (aria: FieldAria) => ReactNode;
}

export const inputClass =
  'block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 aria-invalid:border-red-500 aria-invalid:focus:outline-red-600 sm:text-sm border-slate-300';

/** A label above the input, "Required"/"Optional", then hint, error and character counter below. */
export function FieldFrame(props: FieldFrameProps) {
  const { id, label, labelNote, hideLabel, required, badge = true } = props;
  const { hint, error, alert, counter, children } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const counterId = counter ? `${id}-counter` : undefined;
  const describedBy = [props.describedBy, errorId, hintId, counterId].filter(Boolean).join(' ') || undefined;

  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-semibold text-slate-800'}>
          {label}
          {labelNote && (
            <>
              {' '}
              <span className="font-normal text-slate-500">{labelNote}</span>
            </>
          )}
        </label>
        {badge && <RequirementBadge required={required} />}
      </div>
      <div className={hideLabel && !badge ? undefined : 'mt-1.5'}>
        {children({
          id,
          'aria-invalid': Boolean(error),
          'aria-describedby': describedBy,
          'aria-required': required || undefined,
        })}
      </div>
      {(error || hint || counter) && (
        <div className="mt-1.5 flex items-start justify-between gap-3 text-sm">
          <div className="min-w-0 space-y-1">
            {error && (
              <FieldError id={errorId} alert={alert}>
                {error}
              </FieldError>
            )}
            {hint && (
              <p id={hintId} className="text-slate-500">
                {hint}
              </p>
            )}
          </div>
          {counter && <FieldCounter id={counterId} {...counter} />}
        </div>
      )}
    </div>
  );
}

/** "12 / 200", red once the count is over the limit. */
function FieldCounter({ id, count, max, text }: { id?: string; count: number; max: number; text?: string }) {
  const { t } = useTranslation('common');
  return (
    <p
      id={id}
      className={`shrink-0 tabular-nums ${count > max ? 'font-semibold text-red-700' : 'text-slate-500'}`}
    >
      {text ?? t('form.counter', { count, max })}
    </p>
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

export function FieldError({ id, alert, children }: { id?: string; alert?: boolean; children: ReactNode }) {
  return (
    <p
      id={id}
      role={alert ? 'alert' : undefined}
      className="flex items-start gap-1.5 font-medium text-red-700"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}
