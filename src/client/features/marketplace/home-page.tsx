import { useTranslation } from 'react-i18next';
import type { CategoryId } from '../../../common/categories';
import en from '../../locales/en/home.json';
import ja from '../../locales/ja/home.json';
import { registerNamespace } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CategoryGrid } from './category-grid';
import { GetStarted } from './get-started';
import { Hero } from './hero';
import { PackResults } from './pack-results';
import { scrollToResults } from './scroll-to-results';
import { useHomeFilter } from './use-home-filter';

registerNamespace('home', { en, ja });

/** The marketplace home (spec 01 §2 "Home marketplace"): search, categories, packs, call to action. */
export function HomePage() {
  const { t } = useTranslation('home');
  const filter = useHomeFilter();
  useDocumentTitle(t('title'));

  const handleToggleCategory = (id: CategoryId) => {
    filter.toggleCategory(id);
    scrollToResults();
  };

  return (
    <>
      <Hero filter={filter} />
      <CategoryGrid selected={filter.category} onToggle={handleToggleCategory} />
      <PackResults filter={filter} />
      <GetStarted />
    </>
  );
}
