import type { TFunction } from 'i18next';
import { AlertCircle, CheckCircle2, FileText, RotateCw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../common/languages';
import { apiErrorDetail, apiErrorText } from '../../lib/api-error-text';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { megabytes } from '../../lib/uploads/accept-files';
import type { UploadItem } from '../../lib/uploads/use-uploads';
import type { UploadView } from '../../lib/uploads/upload-view';
import { ProgressBar } from '../ui/progress-bar';

type RowItem = Pick<UploadItem, 'name' | 'size'>;

interface UploadRowProps {
  item: RowItem;
  view: UploadView;
  namespace: string;
  onRemove: () => void;
  /** The removal is under way (say, the server is deleting the document). */
  removing?: boolean;
  /** Offered for a stored document the engine is done with (ready or failed): process it again. */
  onReindex?: () => void;
  reindexing?: boolean;
}

/**
 * One file in an upload list: name, size, a progress bar through upload and processing, and its outcome. Its words
 * come from `namespace`, which has the `upload.*` keys the admin and creatorUpload locales share (status, errors,
 * remove, progress, tooLarge, and reindex where the list offers it).
 */
export function UploadRow(props: UploadRowProps) {
  const { item, view, namespace } = props;
  const { t } = useTranslation(namespace);
  const { language } = useLanguage();
  const { status, detail } = wordsFor(item, view, t, language);

  const failed = view.kind === 'failed' || view.kind === 'refused' || view.kind === 'tooLarge';
  const done = view.kind === 'ready';
  const percent =
    view.kind === 'sending' ? view.percent : view.kind === 'processing' ? view.percent : done ? 100 : 0;

  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex items-start gap-3">
        <FileText className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-slate-900" title={item.name}>
            {item.name}
          </p>
          <p className="text-xs text-slate-500 tabular-nums">{shownSize(item.size, language)}</p>
        </div>
        <RowButtons {...props} t={t} />
      </div>
      {view.kind !== 'tooLarge' && (
        <div className="mt-3">
          <ProgressBar
            label={t('upload.progress', { name: item.name })}
            percent={view.kind === 'queued' ? 0 : percent}
            valueText={status}
            tone={failed ? 'failed' : done ? 'done' : 'busy'}
          />
        </div>
      )}
      <p
        className={`mt-2 flex items-start gap-1.5 text-sm ${
          failed ? 'text-red-700' : done ? 'text-emerald-700' : 'text-slate-600'
        }`}
      >
        {failed && <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />}
        {done && <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />}
        <span className="min-w-0 break-words">{status}</span>
      </p>
      {detail && (
        <p className="mt-1 text-xs break-words text-slate-500" lang={failed ? 'en' : undefined}>
          {detail}
        </p>
      )}
    </li>
  );
}

/** Reindex (where offered, once the engine is done with the file) and remove, each naming the file. */
function RowButtons({
  item,
  view,
  onRemove,
  removing = false,
  onReindex,
  reindexing = false,
  t,
}: UploadRowProps & { t: TFunction }) {
  return (
    <>
      {onReindex && (view.kind === 'ready' || view.kind === 'failed') && (
        <button
          type="button"
          onClick={onReindex}
          disabled={reindexing || removing}
          aria-label={t('upload.reindex', { name: item.name })}
          title={t('upload.reindex', { name: item.name })}
          className={iconButton}
        >
          <RotateCw className={`size-4 ${reindexing ? 'motion-safe:animate-spin' : ''}`} aria-hidden />
        </button>
      )}
      <button
        type="button"
        onClick={onRemove}
        disabled={removing}
        aria-label={t('upload.remove', { name: item.name })}
        className={iconButton}
      >
        <X className="size-4" aria-hidden />
      </button>
    </>
  );
}

/** The file's size: whole kilobytes (at least 1) under a megabyte, megabytes from there. */
function shownSize(bytes: number, language: Language): string {
  return bytes < 1024 * 1024
    ? `${formatNumber(Math.max(1, Math.round(bytes / 1024)), language)} KB`
    : `${formatNumber(Number(megabytes(bytes)), language)} MB`;
}

interface RowWords {
  status: string;
  detail?: string;
}

/**
 * The row's status line (also the progress bar's spoken value) and, where there is more to say, a detail under it:
 * that the file was a duplicate, or the engine's or the server's own words on an English page.
 */
function wordsFor(item: RowItem, view: UploadView, t: TFunction, language: Language): RowWords {
  const size = megabytes(item.size);
  switch (view.kind) {
    case 'sending':
      return { status: t('upload.status.uploading', { percent: view.percent }) };
    case 'queued':
      return { status: t('upload.status.queued') };
    case 'processing':
      return {
        status:
          view.total > 0
            ? t('upload.status.processingParts', { done: view.done, total: view.total })
            : t('upload.status.processing'),
      };
    case 'ready':
      return {
        status: t('upload.status.ready', { count: view.chunks }),
        detail: view.duplicate ? t('upload.status.duplicate') : undefined,
      };
    case 'failed':
      return {
        status: t('upload.status.failed', { reason: t('upload.errors.processing') }),
        detail: language === 'en' && view.reason ? view.reason : undefined,
      };
    case 'refused': {
      const reason = apiErrorText(view.error, t, {
        payload_too_large: t('upload.errors.tooLarge', { size }),
        unsupported_type: t('upload.errors.unsupported'),
        not_found: t('upload.errors.packNotFound'),
        network: t('upload.errors.network'),
      });
      const status = t('upload.status.failed', { reason });
      const serverWords = apiErrorDetail(view.error, language);
      return { status, detail: serverWords && !status.includes(serverWords) ? serverWords : undefined };
    }
    case 'tooLarge':
      return { status: t('upload.tooLarge', { name: item.name, size }) };
  }
}

const iconButton =
  '-m-1 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:cursor-wait disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-brand-600';
