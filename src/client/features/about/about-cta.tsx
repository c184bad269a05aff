import { useTranslation } from 'react-i18next';
import { CtaBanner } from '../../components/ui/cta-banner';
import { usePackCountText } from '../../lib/use-pack-count';
import { useLanguage } from '../../lib/use-language';

/** Back to the marketplace: `/` (or /us/en) in English, /jp/ja in Japanese (spec 01 §2). */
export function AboutCta() {
  const { t } = useTranslation('about');
  const { localize } = useLanguage();
  const text = usePackCountText('about');
  return (
    <div className="pt-16 sm:pt-20">
      <CtaBanner
        id="about-cta"
        title={t('cta.title')}
        text={text}
        to={localize('/')}
        button={t('cta.button')}
      />
    </div>
  );
}
