import { AlertCircle, CheckCircle2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { PageAlert } from '../../components/ui/page-alert';
import { apiErrorText } from '../../lib/api-error-text';

/** A failure's translated words and, smaller, the server's own where they add something (inside a PageAlert). */
export function FailureText({ message, detail }: { message: string; detail?: string }) {
  return (
    <>
      <p>{message}</p>
      {detail && !message.includes(detail) && (
        <p className="text-xs text-red-700" lang="en">
          {detail}
        </p>
      )}
    </>
  );
}

/** The two sizes of a titled failure: in a chat message, and in a tab's results. */
const TITLED_ALERTS = {
  small: {
    box: 'rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800',
    icon: 'size-4 shrink-0',
    text: 'mt-1 break-words',
  },
  large: {
    box: 'rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800',
    icon: 'size-5 shrink-0',
    text: 'mt-2',
  },
} as const;

interface TitledAlertProps {
  title: string;
  text: string;
  size: keyof typeof TITLED_ALERTS;
  /** More under the text (the server's own words). */
  children?: ReactNode;
}

/** A failure where a result would stand: a heading naming it, then why. */
export function TitledAlert({ title, text, size, children }: TitledAlertProps) {
  const look = TITLED_ALERTS[size];
  return (
    <div role="alert" className={look.box}>
      <h3 className="flex items-center gap-2 font-semibold">
        <AlertCircle className={look.icon} aria-hidden />
        {title}
      </h3>
      <p className={look.text}>{text}</p>
      {children}
    </div>
  );
}

/** Asks a failed query again, beside the words of its failure (inside a PageAlert). */
export function RetryButton({ query }: { query: { refetch: () => unknown } }) {
  const { t } = useTranslation('admin');
  return (
    <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
      {t('errors.retry')}
    </Button>
  );
}

interface LoadErrorAlertProps {
  /** What could not be loaded (the reason follows it). */
  message: string;
  /** The query that failed; Retry asks it again. */
  query: { error: unknown; refetch: () => unknown };
  className?: string;
}

/** A tab's data that could not be loaded: what, why, and Retry. */
export function LoadErrorAlert({ message, query, className }: LoadErrorAlertProps) {
  const { t } = useTranslation('admin');
  return (
    <PageAlert className={className}>
      <p>{`${message} ${apiErrorText(query.error, t)}`}</p>
      <RetryButton query={query} />
    </PageAlert>
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

const EMPTY_BOX =
  'flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center';

interface EmptyStateProps {
  Icon: LucideIcon;
  title: string;
  text: string;
  /** The title's element: a heading where the tab's list would have had one. */
  titleAs?: 'h3' | 'p';
  className?: string;
  /** A way on (clear the search or the filters). */
  children?: ReactNode;
}

/** A tab with nothing to show (or nothing that matches): an icon, what and why, and a way on where there is one. */
export function EmptyState({
  Icon,
  title,
  text,
  titleAs: Title = 'p',
  className,
  children,
}: EmptyStateProps) {
  return (
    <div className={className ? `${className} ${EMPTY_BOX}` : EMPTY_BOX}>
      <Icon className="size-10 text-slate-400" aria-hidden />
      <Title className="mt-3 text-lg font-semibold">{title}</Title>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
      {children}
    </div>
  );
}
