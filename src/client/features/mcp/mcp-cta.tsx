import { Plug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { CtaBanner, CtaLink } from '../../components/ui/cta-banner';
import { useLanguage } from '../../lib/use-language';
import { usePackCountText } from '../../lib/use-pack-count';

/** Closes the explainer: find packs, or connect an assistant to the ones already readable. */
export function McpCta() {
  const { t } = useTranslation('mcp');
  const { localize } = useLanguage();
  const text = usePackCountText('mcp');
  return (
    <CtaBanner
      id="mcp-cta"
      title={t('cta.title')}
      text={text}
      action={
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <CtaLink to={localize('/')}>{t('cta.button')}</CtaLink>
          <ButtonLink
            icon={Plug}
            to={localize('/connect')}
            size="lg"
            className="border border-white/60 bg-transparent text-white shadow-none hover:bg-white/10"
          >
            {t('cta.connect')}
          </ButtonLink>
        </div>
      }
    />
  );
}
