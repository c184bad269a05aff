import { registerNamespace } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-document-title';
import en from '../../locales/en/about.json';
import ja from '../../locales/ja/about.json';
import { AboutCta } from './about-cta';
import { AboutHero } from './about-hero';
import { DemoSection } from './demo-section';
import { Steps } from './steps';
import { UseCases } from './use-cases';
import { WhyKenja } from './why-kenja';

registerNamespace('about', { en, ja });

/** "What is Kenja" (spec 01 §2 about page): the idea in three steps, a live before/after demo, and who it is for. */
export function AboutPage() {
  usePageTitle('about');
  return (
    <>
      <AboutHero />
      <Steps />
      <DemoSection />
      <UseCases />
      <WhyKenja />
      <AboutCta />
    </>
  );
}
