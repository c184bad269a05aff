import { Coins, Crosshair, Gem, Megaphone, MessagesSquare, RefreshCw } from 'lucide-react';
import { IconCardsSection } from '../../components/ui/icon-section';
import { WHITE_BAND } from '../../components/ui/page-section';
import { registerNamespace } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-document-title';
import en from '../../locales/en/creatorStudio.json';
import ja from '../../locales/ja/creatorStudio.json';
import { CreatorCta } from './creator-cta';
import { CreatorHero } from './creator-hero';
import { DocumentPipeline } from './document-pipeline';
import { PublishingAges } from './publishing-ages';
import { RagMarket } from './rag-market';

registerNamespace('creatorStudio', { en, ja });

const QUALITIES = { dynamic: RefreshCw, conversational: MessagesSquare, precise: Crosshair };
const BENEFITS = { revenue: Coins, value: Gem, influence: Megaphone };

/** The creator pitch, "The Third Age of Publishing" (spec 01 §2): why publish a pack, and what Kenja does with it. */
export function CreatorStudioPage() {
  usePageTitle('creatorStudio');
  return (
    <>
      <CreatorHero />
      <PublishingAges />
      <IconCardsSection
        id="creator-qualities"
        namespace="creatorStudio"
        prefix="qualities"
        look="centred"
        icons={QUALITIES}
        band={WHITE_BAND}
      />
      <IconCardsSection
        id="creator-benefits"
        namespace="creatorStudio"
        prefix="benefits"
        look="card"
        icons={BENEFITS}
      />
      <DocumentPipeline />
      <RagMarket />
      <CreatorCta />
    </>
  );
}
