import { BrainCircuit, PackageSearch, PlugZap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../components/ui/page-section';
import { StepCards, stepCardsOf } from '../../components/ui/step-cards';

const STEPS = {
  choose: PackageSearch,
  connect: PlugZap,
  expert: BrainCircuit,
};

/** Spec 01 §2: choose a pack → one-click connection → the AI becomes an expert. */
export function Steps() {
  const { t } = useTranslation('about');
  return (
    <PageSection id="about-steps" title={t('steps.title')} subtitle={t('steps.subtitle')}>
      <StepCards steps={stepCardsOf(t, STEPS)} />
    </PageSection>
  );
}
