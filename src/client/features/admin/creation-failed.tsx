import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/api-error-text';

/** Codes the spec gives a hint for (401, 403, 429 and no answer at all). */
const HINTED = ['unauthenticated', 'forbidden', 'rate_limited', 'network'] as const;
type Hinted = (typeof HINTED)[number];
const isHinted = (code: string): code is Hinted => (HINTED as readonly string[]).includes(code);

/**
 * The create-pack modal's error state, "Creation Failed" (spec 02 §8): why in the interface language, the
 * server's own answer (`HTTP {status}: {message}`) and its validation details, and a hint for the usual causes.
 */
export function CreationFailed({ error }: { error: unknown }) {
  const { t } = useTranslation('admin');
  const apiError = error instanceof ApiError ? error : undefined;
  const code = apiError?.code ?? 'network';
  const answer =
    apiError && apiError.status > 0 ? `HTTP ${apiError.status}: ${apiError.message}` : apiError?.message;
  const issues = apiError?.issues ?? [];
  return (
    <div role="alert" className="mt-5 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <h3 className="flex items-center gap-2 font-semibold">
        <AlertCircle className="size-5 shrink-0" aria-hidden />
        {t('createPack.failedTitle')}
      </h3>
      <p className="mt-2">{apiErrorText(error, t)}</p>
      {(answer || issues.length > 0) && (
        <div className="mt-2 text-xs text-red-700">
          <p className="font-semibold">{t('createPack.details')}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 break-words" lang="en">
            {answer && <li>{answer}</li>}
            {issues.map((issue, index) => (
              <li key={index}>
                {issue.path.length > 0 && `${issue.path.join('.')}: `}
                {issue.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {isHinted(code) && <p className="mt-2 font-medium">{t(`createPack.hints.${code}`)}</p>}
    </div>
  );
}
