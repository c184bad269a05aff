import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCards, iconCardsOf, type IconCardLook, type IconsByKey } from './icon-cards';
import { PageSection } from './page-section';
import { StepCards, stepCardsOf } from './step-cards';

interface IconSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  /** The namespace that words the section. */
  namespace: string;
  /** Where its words are: `<prefix>.title`, `<prefix>.subtitle` (where `subtitled`), each card's `<prefix>.<key>.…`. */
  prefix: string;
  icons: IconsByKey;
  subtitled?: boolean;
  band?: string;
}

/** A marketing page's section of icon cards (reasons, benefits, qualities), worded by its namespace. */
export function IconCardsSection({ look, icons, ...section }: IconSectionProps & { look: IconCardLook }) {
  const { t } = useTranslation(section.namespace);
  return (
    <WordedSection {...section}>
      <IconCards look={look} cards={iconCardsOf(t, section.prefix, icons)} />
    </WordedSection>
  );
}

/** A marketing page's numbered steps ("Step 1 … Step 3"), worded by `steps.…` of its namespace. */
export function StepCardsSection({
  tone,
  icons,
  ...section
}: Omit<IconSectionProps, 'prefix'> & { tone?: 'light' | 'muted' }) {
  const { t } = useTranslation(section.namespace);
  return (
    <WordedSection {...section} prefix="steps">
      <StepCards tone={tone} steps={stepCardsOf(t, icons)} />
    </WordedSection>
  );
}

function WordedSection({
  id,
  namespace,
  prefix,
  subtitled,
  band,
  children,
}: Omit<IconSectionProps, 'icons'> & { children: ReactNode }) {
  const { t } = useTranslation(namespace);
  return (
    <PageSection
      id={id}
      title={t(`${prefix}.title`)}
      subtitle={subtitled ? t(`${prefix}.subtitle`) : undefined}
      band={band}
    >
      {children}
    </PageSection>
  );
}
