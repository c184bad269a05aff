import { AlertCircle, CheckCircle2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { apiErrorText } from '../../lib/api-error-text';

interface ErrorBannerProps {
  message: string;
  /** The server's own words, shown smaller when they add something to the translation. */
  detail?: string;
  onRetry?: () => void;
  onDismiss?: () => void;
  className?: string;
}

/** A failure the admin should notice, announced as it appears. */
export function ErrorBanner({ message, detail, onRetry, onDismiss, className = '' }: ErrorBannerProps) {
  const { t } = useTranslation('admin');
  const showDetail = detail && !message.includes(detail);
  return (
    <div
      role="alert"
      className={`flex flex-wrap items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800 ${className}`}
    >
      <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1 text-sm">
        <p>{message}</p>
        {showDetail && (
          <p className="mt-1 text-xs break-words text-red-700" lang="en">
            {detail}
          </p>
        )}
      </div>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      )}
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('errors.dismiss')}
          className="rounded-lg p-1 text-red-700 hover:bg-red-100"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </div>
  );
}

interface LoadErrorBannerProps {
  /** What could not be loaded (the reason follows it). */
  message: string;
  /** The query that failed; Retry asks it again. */
  query: { error: unknown; refetch: () => unknown };
  className?: string;
}

/** A tab's data that could not be loaded: what, why, and Retry. */
export function LoadErrorBanner({ message, query, className }: LoadErrorBannerProps) {
  const { t } = useTranslation('admin');
  return (
    <ErrorBanner
      className={className}
      message={`${message} ${apiErrorText(query.error, t)}`}
      onRetry={() => void query.refetch()}
    />
  );
}

/**
 * The outcome of the last action. The live region is always in the page (an inserted one is not reliably
 * read out); only its content changes.
 */
export function SuccessNotice({ children, className = '' }: { children?: ReactNode; className?: string }) {
  return (
    <div role="status" className={className}>
      {children && (
        <p className="flex items-center gap-2 rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
          <CheckCircle2 className="size-5 shrink-0" aria-hidden />
          {children}
        </p>
      )}
    </div>
  );
}
