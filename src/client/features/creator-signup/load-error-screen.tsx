import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AgainButton } from './again-button';
import { NS } from './i18n';
import { StatusCard } from '../../components/ui/status-card';

/** The application status could not be loaded; the page cannot tell which screen to show. */
export function LoadErrorScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <StatusCard
      Icon={AlertTriangle}
      tone="amber"
      title={t('title')}
      actions={<AgainButton onClick={onRetry}>{t('errors.retry')}</AgainButton>}
    >
      <p role="alert">{t('errors.loadFailed')}</p>
    </StatusCard>
  );
}
