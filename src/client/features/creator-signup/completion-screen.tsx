import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { useLanguage } from '../../lib/use-language';
import { NS } from './i18n';
import { StatusCard } from '../../components/ui/status-card';

/** After a successful submit (spec 01 §2): thanks, the e-mail notice, and the way home. */
export function CompletionScreen() {
  const { t } = useTranslation(NS);
  const { localize } = useLanguage();
  return (
    <StatusCard
      Icon={CheckCircle2}
      tone="green"
      title={t('completion.title')}
      focusOnMount
      actions={
        <ButtonLink to={localize('/')} size="lg">
          {t('completion.home')}
        </ButtonLink>
      }
    >
      <p>{t('completion.text')}</p>
    </StatusCard>
  );
}
