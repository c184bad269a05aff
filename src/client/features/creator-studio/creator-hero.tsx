import { PenTool } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { useLanguage } from '../../lib/use-language';

export function CreatorHero() {
  const { t } = useTranslation('creatorStudio');
  const { localize } = useLanguage();
  return (
    <section className="border-b border-slate-200 bg-linear-to-b from-brand-50 via-white to-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">{t('hero.eyebrow')}</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-6xl">
          {t('hero.title')}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-slate-600 sm:text-xl">
          {t('hero.subtitle')}
        </p>
        <ButtonLink to={localize('/creator/upload')} size="lg" className="mt-8 w-full sm:w-auto">
          <PenTool className="size-5" aria-hidden />
          {t('hero.become')}
        </ButtonLink>
      </div>
    </section>
  );
}
