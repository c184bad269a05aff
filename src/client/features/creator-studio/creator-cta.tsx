import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CreatorStartButton } from '../../components/creator-start-button';
import { CtaBanner } from '../../components/ui/cta-banner';

/** "Start Creating (Sign In Required)": a visitor signs in first, then goes on to apply or upload. */
export function CreatorCta() {
  const { t } = useTranslation('creatorStudio');
  return (
    <CtaBanner
      id="creator-cta"
      title={t('cta.title')}
      text={t('cta.text')}
      action={
        <CreatorStartButton variant="inverse" size="lg" className="mt-8 w-full sm:w-auto">
          {t('cta.start')}
          <ArrowRight className="size-5" aria-hidden />
        </CreatorStartButton>
      }
    />
  );
}
