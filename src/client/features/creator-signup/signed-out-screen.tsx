import { PenTool } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CreatorStartButton } from '../../components/creator-start-button';
import { StatusCard } from '../../components/ui/status-card';
import { NS } from './i18n';

/** Signed out (spec 01 §2): what it takes, and a way to sign in that then goes on to the application. */
export function SignedOutScreen() {
  const { t } = useTranslation(NS);
  return (
    <StatusCard
      Icon={PenTool}
      tone="brand"
      title={t('signedOut.title')}
      actions={<CreatorStartButton size="lg">{t('signedOut.button')}</CreatorStartButton>}
    >
      <p>{t('signedOut.text')}</p>
    </StatusCard>
  );
}
