import { useTranslation } from 'react-i18next';
import { CtaBanner } from '../../components/ui/cta-banner';
import { useLanguage } from '../../lib/use-language';

export function McpCta() {
  const { t } = useTranslation('mcp');
  const { localize } = useLanguage();
  return (
    <CtaBanner
      id="mcp-cta"
      title={t('cta.title')}
      text={t('cta.text')}
      to={localize('/')}
      button={t('cta.button')}
    />
  );
}
