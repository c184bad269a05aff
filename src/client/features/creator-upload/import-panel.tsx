import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentSummary } from '../../../common/contracts/engine';
import { Button } from '../../components/ui/button';
import { ProgressBar } from '../../components/ui/progress-bar';
import { apiErrorText } from '../../lib/api-error-text';
import { indexedCount, type ImportState } from './use-import';

interface ImportPanelProps {
  state: ImportState;
  documents: readonly DocumentSummary[] | undefined;
  onClose: () => void;
}

/**
 * One view of an import, however many files it holds: the files on their way, then the engine making them
 * searchable, and what was already in the pack or left out (with why). Read out politely as it changes.
 */
export function ImportPanel({ state, documents, onClose }: ImportPanelProps) {
  const { t } = useTranslation('creatorUpload');
  const { sentBytes, totalBytes, answered } = state.progress;
  const sentPercent = totalBytes > 0 ? Math.round((100 * sentBytes) / totalBytes) : 100;
  const indexed = indexedCount(state, documents);
  const sending = state.phase === 'sent' ? t('import.sent') : t('import.sending', { percent: sentPercent });
  const indexedPercent = indexed.total > 0 ? Math.round((100 * indexed.done) / indexed.total) : undefined;
  const finished = state.phase !== 'sending' && indexed.done === indexed.total;
  const heading = finished
    ? t('import.finished', { count: state.files })
    : t('import.heading', { count: state.files });

  return (
    <section
      aria-labelledby="import-heading"
      className="mt-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id="import-heading" className="text-base font-semibold text-slate-900">
          {heading}
        </h3>
        <Button variant="ghost" size="sm" icon={X} onClick={onClose} className="shrink-0 whitespace-nowrap">
          {state.phase === 'sending' ? t('import.cancel') : t('import.close')}
        </Button>
      </div>
      <div className="mt-4 space-y-4" aria-live="polite">
        <Stage
          label={sending}
          bar={
            <ProgressBar
              label={t('import.sendingLabel')}
              percent={sentPercent}
              valueText={sending}
              tone={state.phase === 'failed' ? 'failed' : sentPercent === 100 ? 'done' : 'busy'}
            />
          }
        />
        {indexed.total > 0 && (
          <Stage
            label={t('import.indexed', { done: indexed.done, total: indexed.total })}
            bar={
              <ProgressBar
                label={t('import.indexedLabel')}
                percent={indexedPercent}
                valueText={t('import.indexed', { done: indexed.done, total: indexed.total })}
                tone={indexed.done === indexed.total ? 'done' : 'busy'}
              />
            }
          />
        )}
      </div>
      {state.phase === 'failed' && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('import.failed', { reason: apiErrorText(state.error, t) })}
        </p>
      )}
      <ul className="mt-3 space-y-1 text-sm text-slate-700">
        {indexed.failed > 0 && <li>{t('import.unreadable', { count: indexed.failed })}</li>}
        {answered.duplicates.length > 0 && (
          <li>{t('import.duplicates', { count: answered.duplicates.length })}</li>
        )}
      </ul>
      {answered.skipped.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-medium text-slate-800">
            {t('import.skipped', { count: answered.skipped.length })}
          </summary>
          <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto text-slate-700">
            {answered.skipped.map((file, index) => (
              <li key={`${file.filename}-${index}`} className="break-words">
                {t('import.skippedFile', { name: file.filename, reason: t(`import.reasons.${file.reason}`) })}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

function Stage({ label, bar }: { label: string; bar: React.ReactNode }) {
  return (
    <div>
      <p className="mb-1.5 text-sm text-slate-700">{label}</p>
      {bar}
    </div>
  );
}
