import { PenTool } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CreatorStartButton } from '../../components/creator-start-button';
import { PageHero } from '../../components/ui/page-hero';

export function CreatorHero() {
  const { t } = useTranslation('creatorStudio');
  return (
    <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} subtitle={t('hero.subtitle')}>
      <CreatorStartButton size="lg" className="mt-8 w-full sm:w-auto">
        <PenTool className="size-5" aria-hidden />
        {t('hero.become')}
      </CreatorStartButton>
    </PageHero>
  );
}
