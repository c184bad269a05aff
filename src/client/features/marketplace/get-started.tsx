import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { CtaLink } from '../../components/ui/cta-banner';
import { useLanguage } from '../../lib/use-language';

/** The closing call to action of the home page. */
export function GetStarted() {
  const { t } = useTranslation('home');
  const { localize } = useLanguage();
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-7xl px-4 pt-4 pb-16 sm:px-6">
      <div className="rounded-3xl bg-slate-900 px-6 py-12 text-center text-white sm:px-12">
        <h2 id="cta-heading" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {t('cta.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-300">{t('cta.text')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <CtaLink to={localize('/about')}>{t('cta.button')}</CtaLink>
          <ButtonLink
            to={localize('/creator-studio')}
            variant="ghost"
            size="lg"
            className="text-white hover:bg-white/10"
          >
            {t('cta.creators')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
