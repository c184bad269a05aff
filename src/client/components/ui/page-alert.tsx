import { AlertCircle, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PageAlertProps {
  children: ReactNode;
  onDismiss?: () => void;
  className?: string;
}

/** Something went wrong that the creator should notice: announced as it appears, dismissible when asked. */
export function PageAlert({ children, onDismiss, className = '' }: PageAlertProps) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      className={`flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 ${className}`}
    >
      <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1 space-y-1 break-words">{children}</div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('form.dismiss')}
          className="-m-1 rounded-lg p-1.5 text-red-700 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </div>
  );
}
