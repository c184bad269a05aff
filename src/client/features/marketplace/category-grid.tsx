import { useTranslation } from 'react-i18next';
import { CATEGORIES, type CategoryId } from '../../../common/categories';
import { useLanguage } from '../../lib/use-language';
import { WordBreaks } from '../../components/word-breaks';
import { CATEGORY_ICONS } from './category-icons';

interface CategoryGridProps {
  selected: CategoryId | undefined;
  onToggle: (id: CategoryId) => void;
}

/** The 18 categories; a click toggles that category as the filter (spec 01 §2, §4). */
export function CategoryGrid({ selected, onToggle }: CategoryGridProps) {
  const { t } = useTranslation('home');
  const { language } = useLanguage();
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h2 id="categories-heading" className="text-2xl font-bold tracking-tight">
        {t('categories.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('categories.subtitle')}</p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {CATEGORIES.map((category) => {
          const Icon = CATEGORY_ICONS[category.id];
          const active = category.id === selected;
          return (
            <li key={category.id}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onToggle(category.id)}
                className={`flex h-full w-full flex-col items-start gap-2 rounded-2xl border p-3 text-left text-sm font-medium transition-all focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                  active
                    ? 'border-brand-600 bg-brand-600 text-white shadow-md'
                    : 'border-slate-200 bg-white text-slate-800 hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-sm'
                }`}
              >
                <Icon className={`size-5 ${active ? 'text-white' : 'text-brand-600'}`} aria-hidden />
                <span>
                  <WordBreaks text={category[language]} />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
