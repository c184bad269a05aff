import { BrainCircuit, PackageSearch, PlugZap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../components/ui/section-heading';
import { StepCards } from '../../components/ui/step-cards';

const STEPS = [
  { key: 'choose', Icon: PackageSearch },
  { key: 'connect', Icon: PlugZap },
  { key: 'expert', Icon: BrainCircuit },
] as const;

/** Spec 01 §2: choose a pack → one-click connection → the AI becomes an expert. */
export function Steps() {
  const { t } = useTranslation('about');
  return (
    <section aria-labelledby="about-steps" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="about-steps" title={t('steps.title')} subtitle={t('steps.subtitle')} />
      <StepCards
        steps={STEPS.map(({ key, Icon }, index) => ({
          key,
          Icon,
          label: t('steps.stepLabel', { number: index + 1 }),
          title: t(`steps.${key}.title`),
          text: t(`steps.${key}.text`),
        }))}
      />
    </section>
  );
}
