import { XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AgainButton } from './again-button';
import { NS } from './i18n';
import { StatusCard } from '../../components/ui/status-card';
import { useDateText } from '../../lib/use-date-text';

interface RejectedScreenProps {
  submittedAt: string;
  reason: string | null;
  onApplyAgain: () => void;
}

/** The last application was not approved: the reviewer's reason, and a way to try again. */
export function RejectedScreen({ submittedAt, reason, onApplyAgain }: RejectedScreenProps) {
  const { t } = useTranslation(NS);
  const date = useDateText('long');
  return (
    <StatusCard
      Icon={XCircle}
      tone="red"
      title={t('rejected.title')}
      actions={<AgainButton onClick={onApplyAgain}>{t('rejected.applyAgain')}</AgainButton>}
    >
      <p>{t('rejected.text', { date: date(submittedAt) })}</p>
      <figure className="rounded-2xl border border-slate-200 bg-slate-50 p-4 text-left text-base">
        <figcaption className="text-sm font-semibold text-slate-800">{t('rejected.reasonLabel')}</figcaption>
        <blockquote className="mt-1 whitespace-pre-line text-slate-700">
          {reason?.trim() || t('rejected.noReason')}
        </blockquote>
      </figure>
      <p>{t('rejected.applyAgainText')}</p>
    </StatusCard>
  );
}
