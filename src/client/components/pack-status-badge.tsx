import { useTranslation } from 'react-i18next';
import type { PackStatus } from '../../common/contracts/studio';

const TONES: Record<PackStatus, string> = {
  draft: 'bg-slate-100 text-slate-700',
  published: 'bg-emerald-50 text-emerald-800',
  paused: 'bg-amber-50 text-amber-800',
};

/** Draft, Published or Paused (下書き, 公開中, 一時停止: spec 02 §2.4), with "Status:" for screen readers. */
export function PackStatusBadge({ status }: { status: PackStatus }) {
  const { t } = useTranslation('common');
  return (
    <span
      className={`inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}
    >
      <span className="sr-only">{t('packStatus.label')}: </span>
      {t(`packStatus.${status}`)}
    </span>
  );
}
