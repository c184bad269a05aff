import { registerNamespace } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-document-title';
import en from '../../locales/en/creatorStudio.json';
import ja from '../../locales/ja/creatorStudio.json';
import { CreatorBenefits } from './creator-benefits';
import { CreatorCta } from './creator-cta';
import { CreatorHero } from './creator-hero';
import { DocumentPipeline } from './document-pipeline';
import { KnowledgeQualities } from './knowledge-qualities';
import { PublishingAges } from './publishing-ages';
import { RagMarket } from './rag-market';

registerNamespace('creatorStudio', { en, ja });

/** The creator pitch, "The Third Age of Publishing" (spec 01 §2): why publish a pack, and what Kenja does with it. */
export function CreatorStudioPage() {
  usePageTitle('creatorStudio');
  return (
    <>
      <CreatorHero />
      <PublishingAges />
      <KnowledgeQualities />
      <CreatorBenefits />
      <DocumentPipeline />
      <RagMarket />
      <CreatorCta />
    </>
  );
}
