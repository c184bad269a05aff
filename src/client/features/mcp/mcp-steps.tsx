import { Compass, PlugZap, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageSection, WHITE_BAND } from '../../components/ui/page-section';
import { StepCards, stepCardsOf } from '../../components/ui/step-cards';

const STEPS = {
  discover: Compass,
  connect: PlugZap,
  empower: Sparkles,
};

export function McpSteps() {
  const { t } = useTranslation('mcp');
  return (
    <PageSection id="mcp-steps" title={t('steps.title')} band={WHITE_BAND}>
      <StepCards tone="muted" steps={stepCardsOf(t, STEPS)} />
    </PageSection>
  );
}
