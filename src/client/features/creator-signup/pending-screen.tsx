import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NS } from './i18n';
import { StatusCard } from '../../components/ui/status-card';
import { HomeButton } from '../../components/home-button';
import { useDateText } from '../../lib/use-date-text';

/** An application waiting for review: when it was sent and when to expect the answer (spec 01 §9). */
export function PendingScreen({ submittedAt }: { submittedAt: string }) {
  const { t } = useTranslation(NS);
  const date = useDateText('long');
  return (
    <StatusCard
      Icon={Clock}
      tone="amber"
      title={t('pending.title')}
      actions={<HomeButton>{t('pending.home')}</HomeButton>}
    >
      <p className="text-sm font-semibold text-slate-800 sm:text-base">
        {t('pending.submitted', { date: date(submittedAt) })}
      </p>
      <p>{t('pending.text')}</p>
    </StatusCard>
  );
}
