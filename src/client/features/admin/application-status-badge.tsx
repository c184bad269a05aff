import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '../../../common/contracts/creator-applications';

const STYLE: Record<ApplicationStatus, { className: string; Icon: typeof Clock }> = {
  pending: { className: 'bg-amber-50 text-amber-800 ring-amber-200', Icon: Clock },
  approved: { className: 'bg-emerald-50 text-emerald-700 ring-emerald-200', Icon: CheckCircle2 },
  rejected: { className: 'bg-red-50 text-red-700 ring-red-200', Icon: XCircle },
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('admin');
  const { className, Icon } = STYLE[status];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${className}`}
    >
      <Icon className="size-3.5" aria-hidden />
      {t(`applications.status.${status}`)}
    </span>
  );
}
