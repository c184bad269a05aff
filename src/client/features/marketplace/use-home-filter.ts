import { useSearchParams } from 'react-router';
import { findCategory, type CategoryId } from '../../../common/categories';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../common/limits';

/**
 * The home filter lives in the URL (`?q=&category=`), so a search can be shared and survives a reload.
 * Unknown categories and over-long text in a hand-edited URL are ignored rather than shown as errors.
 */
export function useHomeFilter() {
  const [params, setParams] = useSearchParams();
  const text = (params.get('q') ?? '').slice(0, SEARCH_QUERY_MAX_LENGTH);
  const category = findCategory(params.get('category') ?? '')?.id;

  const update = (next: { q?: string; category?: CategoryId | undefined }) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if ('q' in next) setOrDelete(updated, 'q', next.q);
        if ('category' in next) setOrDelete(updated, 'category', next.category);
        return updated;
      },
      // Typing replaces the entry; choosing a category is a step the Back button should undo.
      { replace: 'q' in next, preventScrollReset: true },
    );
  };

  return {
    text,
    category,
    isActive: text.trim() !== '' || category !== undefined,
    setText: (q: string) => update({ q }),
    toggleCategory: (id: CategoryId) => update({ category: id === category ? undefined : id }),
    clear: () => update({ q: '', category: undefined }),
  };
}

function setOrDelete(params: URLSearchParams, key: string, value: string | undefined) {
  if (value) params.set(key, value);
  else params.delete(key);
}

export type HomeFilter = ReturnType<typeof useHomeFilter>;
