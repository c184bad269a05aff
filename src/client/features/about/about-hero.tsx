import { ArrowDown, LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, buttonClass } from '../../components/ui/button';
import { useLanguage } from '../../lib/use-language';

export function AboutHero() {
  const { t } = useTranslation('about');
  const { localize } = useLanguage();
  return (
    <section className="relative overflow-hidden border-b border-slate-200 bg-linear-to-b from-brand-50 via-white to-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('hero.eyebrow')}</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-slate-600 sm:text-xl">
          {t('hero.subtitle')}
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          {/* A plain anchor: the demo is further down this same page. */}
          <a href="#demo" className={buttonClass('primary', 'lg')}>
            <ArrowDown className="size-5" aria-hidden />
            {t('hero.watchDemo')}
          </a>
          <ButtonLink to={localize('/')} variant="secondary" size="lg">
            <LayoutGrid className="size-5" aria-hidden />
            {t('hero.browse')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
