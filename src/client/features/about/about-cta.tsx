import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '../../../common/categories';
import { CtaBanner } from '../../components/ui/cta-banner';
import { usePackCount } from '../../lib/use-pack-count';
import { useLanguage } from '../../lib/use-language';

/** Back to the marketplace: `/` (or /us/en) in English, /jp/ja in Japanese (spec 01 §2). */
export function AboutCta() {
  const { t } = useTranslation('about');
  const { localize } = useLanguage();
  const packs = usePackCount();
  const categories = CATEGORIES.length;
  return (
    <div className="pt-16 sm:pt-20">
      <CtaBanner
        id="about-cta"
        title={t('cta.title')}
        text={
          packs === undefined
            ? t('cta.textWithoutCount', { categories })
            : t('cta.text', { count: packs, categories })
        }
        to={localize('/')}
        button={t('cta.button')}
      />
    </div>
  );
}
