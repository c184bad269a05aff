import { Crosshair, MessagesSquare, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconCards, iconCardsOf } from '../../components/ui/icon-cards';
import { PageSection, WHITE_BAND } from '../../components/ui/page-section';

const QUALITIES = {
  dynamic: RefreshCw,
  conversational: MessagesSquare,
  precise: Crosshair,
};

export function KnowledgeQualities() {
  const { t } = useTranslation('creatorStudio');
  return (
    <PageSection id="creator-qualities" title={t('qualities.title')} band={WHITE_BAND}>
      <IconCards look="centred" cards={iconCardsOf(t, 'qualities', QUALITIES)} />
    </PageSection>
  );
}
