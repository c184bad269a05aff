import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CreatorStartButton } from '../../components/creator-start-button';
import { CtaBanner } from '../../components/ui/cta-banner';
import { useStudioViewer } from './use-studio-viewer';

/**
 * The closing call to action. "Start Creating (Sign In Required)" is said to visitors only: they sign in first,
 * then go on to apply or upload; someone signed in is told what the button does for them.
 */
export function CreatorCta() {
  const { t } = useTranslation('creatorStudio');
  const viewer = useStudioViewer();
  const words = viewer === 'visitor' ? 'visitor' : viewer === 'loading' ? 'creator' : viewer;
  return (
    <CtaBanner
      id="creator-cta"
      title={t('cta.title')}
      text={t(`cta.${words}.text`)}
      action={
        <CreatorStartButton variant="inverse" size="lg" className="mt-8 w-full sm:w-auto">
          {t(`cta.${words}.start`)}
          <ArrowRight className="size-5" aria-hidden />
        </CreatorStartButton>
      }
    />
  );
}
