import { Coins, Gem, Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconCards, iconCardsOf } from '../../components/ui/icon-cards';
import { PageSection } from '../../components/ui/page-section';

const BENEFITS = {
  revenue: Coins,
  value: Gem,
  influence: Megaphone,
};

export function CreatorBenefits() {
  const { t } = useTranslation('creatorStudio');
  return (
    <PageSection id="creator-benefits" title={t('benefits.title')}>
      <IconCards look="card" cards={iconCardsOf(t, 'benefits', BENEFITS)} />
    </PageSection>
  );
}
