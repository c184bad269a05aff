import { Compass, PlugZap, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../components/ui/section-heading';
import { StepCards } from '../../components/ui/step-cards';

const STEPS = [
  { key: 'discover', Icon: Compass },
  { key: 'connect', Icon: PlugZap },
  { key: 'empower', Icon: Sparkles },
] as const;

export function McpSteps() {
  const { t } = useTranslation('mcp');
  return (
    <section aria-labelledby="mcp-steps" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id="mcp-steps" title={t('steps.title')} />
        <StepCards
          tone="muted"
          steps={STEPS.map(({ key, Icon }, index) => ({
            key,
            Icon,
            label: t('steps.stepLabel', { number: index + 1 }),
            title: t(`steps.${key}.title`),
            text: t(`steps.${key}.text`),
          }))}
        />
      </div>
    </section>
  );
}
