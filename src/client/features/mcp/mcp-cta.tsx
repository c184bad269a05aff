import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { useLanguage } from '../../lib/use-language';

export function McpCta() {
  const { t } = useTranslation('mcp');
  const { localize } = useLanguage();
  return (
    <section aria-labelledby="mcp-cta" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 sm:pb-20">
      <div className="rounded-3xl bg-linear-to-br from-brand-600 to-accent-600 px-6 py-12 text-center text-white shadow-lg sm:px-12 sm:py-16">
        <h2 id="mcp-cta" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {t('cta.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-100 sm:text-lg">{t('cta.text')}</p>
        <ButtonLink to={localize('/')} variant="inverse" size="lg" className="mt-8">
          {t('cta.button')}
          <ArrowRight className="size-5" aria-hidden />
        </ButtonLink>
      </div>
    </section>
  );
}
