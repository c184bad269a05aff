import { useTranslation } from 'react-i18next';
import { CtaBanner } from '../../components/ui/cta-banner';
import { useLanguage } from '../../lib/use-language';

/** The upload page asks a signed-out visitor to sign in, so the link says so up front. */
export function CreatorCta() {
  const { t } = useTranslation('creatorStudio');
  const { localize } = useLanguage();
  return (
    <CtaBanner
      id="creator-cta"
      title={t('cta.title')}
      text={t('cta.text')}
      to={localize('/creator/upload')}
      button={t('cta.start')}
    />
  );
}
