import { PenTool } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { useLanguage } from '../../lib/use-language';
import { NS } from './i18n';
import { StatusCard } from './status-card';

/** Signed out (spec 01 §2): what it takes, and the way to the upload page, which asks to sign in. */
export function SignedOutScreen() {
  const { t } = useTranslation(NS);
  const { localize } = useLanguage();
  return (
    <StatusCard
      Icon={PenTool}
      tone="brand"
      title={t('signedOut.title')}
      actions={
        <ButtonLink to={localize('/creator/upload')} size="lg">
          {t('signedOut.button')}
        </ButtonLink>
      }
    >
      <p>{t('signedOut.text')}</p>
    </StatusCard>
  );
}
