import { LayoutDashboard, PenTool, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { useLanguage } from '../../lib/use-language';
import { NS } from './i18n';
import { StatusCard } from '../../components/ui/status-card';

/** Creators and admins already have the rights an application would give (spec 01 §6). */
export function AlreadyCreatorScreen() {
  const { t } = useTranslation(NS);
  const { localize } = useLanguage();
  return (
    <StatusCard
      Icon={Sparkles}
      tone="accent"
      title={t('alreadyCreator.title')}
      actions={
        <>
          <ButtonLink icon={PenTool} to={localize('/creator/upload')} size="lg">
            {t('alreadyCreator.start')}
          </ButtonLink>
          <ButtonLink
            icon={LayoutDashboard}
            to={localize('/creator/dashboard')}
            variant="secondary"
            size="lg"
          >
            {t('alreadyCreator.dashboard')}
          </ButtonLink>
        </>
      }
    >
      <p>{t('alreadyCreator.text')}</p>
    </StatusCard>
  );
}
