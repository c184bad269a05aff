import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../lib/api-error-text';
import { Button } from './ui/button';
import { PageAlert } from './ui/page-alert';

/** What failed: its error says why, and `refetch` (where the page may ask again) is behind the retry button. */
interface FailedQuery {
  error: unknown;
  refetch?: () => unknown;
}

/** The keys of the alert's sentence (with the `{{reason}}`) and of its retry button. */
interface FailureKeys {
  loadError: string;
  retry: string;
}

const FAILURE_KEYS: FailureKeys = { loadError: 'loadError', retry: 'retry' };

interface LoadFailureAlertProps {
  /** Holds `loadError` (with the `{{reason}}`) and `retry`, or the `keys` given. */
  namespace: string;
  /** Other keys, where the namespace words several failures (a page that loads more than one thing). */
  keys?: FailureKeys;
  query: FailedQuery;
  className?: string;
}

/** Why a page's data could not be loaded, and a way to ask again. */
export function LoadFailureAlert({
  namespace,
  keys = FAILURE_KEYS,
  query,
  className,
}: LoadFailureAlertProps) {
  const { t } = useTranslation(namespace);
  const { refetch } = query;
  return (
    <PageAlert className={className}>
      <p>{t(keys.loadError, { reason: apiErrorText(query.error, t) })}</p>
      {refetch && (
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          {t(keys.retry)}
        </Button>
      )}
    </PageAlert>
  );
}

const PLAIN_HEADING = 'text-2xl font-bold text-slate-900';
const PAGE_HEADING = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl';

/** The frames of the pages that fail this way, so the heading stands where the page's own would. */
const FRAMES = {
  xl: { box: 'mx-auto max-w-xl px-4 py-14', heading: PLAIN_HEADING },
  '2xl': { box: 'mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14', heading: PAGE_HEADING },
  '3xl': { box: 'mx-auto max-w-3xl px-4 py-14 sm:px-6', heading: PLAIN_HEADING },
  '4xl': { box: 'mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14', heading: PAGE_HEADING },
} as const;

interface LoadFailureProps extends LoadFailureAlertProps {
  /** The page's heading, so the page still says what it is; none where the alert stands alone. */
  title?: string;
  width?: keyof typeof FRAMES;
}

/** A page whose data could not be loaded, in place of the page: its heading, then the alert. */
export function LoadFailure({ title, width = '3xl', ...alert }: LoadFailureProps) {
  const frame = FRAMES[width];
  return (
    <div className={frame.box}>
      {title && <h1 className={frame.heading}>{title}</h1>}
      <LoadFailureAlert {...alert} className={title ? 'mt-6' : undefined} />
    </div>
  );
}
