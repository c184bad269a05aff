import { PenTool } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { PageHero } from '../../components/ui/page-hero';
import { useLanguage } from '../../lib/use-language';

export function CreatorHero() {
  const { t } = useTranslation('creatorStudio');
  const { localize } = useLanguage();
  return (
    <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} subtitle={t('hero.subtitle')}>
      <ButtonLink to={localize('/creator/upload')} size="lg" className="mt-8 w-full sm:w-auto">
        <PenTool className="size-5" aria-hidden />
        {t('hero.become')}
      </ButtonLink>
    </PageHero>
  );
}
