import { ArrowDown, LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, buttonClass } from '../../components/ui/button';
import { PageHero } from '../../components/ui/page-hero';
import { useLanguage } from '../../lib/use-language';

export function AboutHero() {
  const { t } = useTranslation('about');
  const { localize } = useLanguage();
  return (
    <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} subtitle={t('hero.subtitle')}>
      <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        {/* A plain anchor: the demo is further down this same page. */}
        <a href="#demo" className={buttonClass('primary', 'lg')}>
          <ArrowDown className="size-5" aria-hidden />
          {t('hero.watchDemo')}
        </a>
        <ButtonLink icon={LayoutGrid} to={localize('/')} variant="secondary" size="lg">
          {t('hero.browse')}
        </ButtonLink>
      </div>
    </PageHero>
  );
}
