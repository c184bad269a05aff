import { BadgeCheck, BrainCircuit, PackageSearch, Plug, PlugZap, Quote, RefreshCw } from 'lucide-react';
import { IconCardsSection, StepCardsSection } from '../../components/ui/icon-section';
import { registerNamespace } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-document-title';
import en from '../../locales/en/about.json';
import ja from '../../locales/ja/about.json';
import { AboutCta } from './about-cta';
import { AboutHero } from './about-hero';
import { DemoSection } from './demo-section';
import { UseCases } from './use-cases';

registerNamespace('about', { en, ja });

/** Spec 01 §2: choose a pack → one-click connection → the AI becomes an expert. */
const STEPS = { choose: PackageSearch, connect: PlugZap, expert: BrainCircuit };
const REASONS = { experts: BadgeCheck, citations: Quote, anyAssistant: Plug, upToDate: RefreshCw };

/** "What is Kenja" (spec 01 §2 about page): the idea in three steps, a live before/after demo, and who it is for. */
export function AboutPage() {
  usePageTitle('about');
  return (
    <>
      <AboutHero />
      <StepCardsSection id="about-steps" namespace="about" icons={STEPS} subtitled />
      <DemoSection />
      <UseCases />
      <IconCardsSection
        id="about-why"
        namespace="about"
        prefix="why"
        look="tile"
        icons={REASONS}
        subtitled
        band="border-t border-slate-200 bg-white"
      />
      <AboutCta />
    </>
  );
}
