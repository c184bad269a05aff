import { BadgeCheck, Plug, Quote, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconCards, iconCardsOf } from '../../components/ui/icon-cards';
import { PageSection } from '../../components/ui/page-section';

const REASONS = {
  experts: BadgeCheck,
  citations: Quote,
  anyAssistant: Plug,
  upToDate: RefreshCw,
};

export function WhyKenja() {
  const { t } = useTranslation('about');
  return (
    <PageSection
      id="about-why"
      title={t('why.title')}
      subtitle={t('why.subtitle')}
      band="border-t border-slate-200 bg-white"
    >
      <IconCards look="tile" cards={iconCardsOf(t, 'why', REASONS)} />
    </PageSection>
  );
}
