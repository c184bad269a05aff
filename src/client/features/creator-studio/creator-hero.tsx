import { LayoutDashboard, PenTool, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CreatorStartButton } from '../../components/creator-start-button';
import { ButtonLink } from '../../components/ui/button';
import { PageHero } from '../../components/ui/page-hero';
import { useLanguage } from '../../lib/use-language';
import { useStudioViewer } from './use-studio-viewer';

/** The pitch's opening; a creator is offered their own next steps (upload, dashboard) instead of becoming one. */
export function CreatorHero() {
  const { t } = useTranslation('creatorStudio');
  const { localize } = useLanguage();
  const viewer = useStudioViewer();
  return (
    <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} subtitle={t('hero.subtitle')}>
      {viewer === 'creator' ? (
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={localize('/creator/upload')} size="lg" icon={Upload}>
            {t('hero.upload')}
          </ButtonLink>
          <ButtonLink
            to={localize('/creator/dashboard')}
            size="lg"
            variant="secondary"
            icon={LayoutDashboard}
          >
            {t('hero.dashboard')}
          </ButtonLink>
        </div>
      ) : (
        <CreatorStartButton size="lg" className="mt-8 w-full sm:w-auto">
          <PenTool className="size-5" aria-hidden />
          {t('hero.become')}
        </CreatorStartButton>
      )}
    </PageHero>
  );
}
