import { useState } from 'react';

/** A filter over a paged list, and the page shown: a new filter starts again at the first page. */
export function usePagedFilter<T>(initial: T) {
  const [filter, setFilter] = useState(initial);
  const [offset, setOffset] = useState(0);
  const changeFilter = (next: T) => {
    setFilter(next);
    setOffset(0);
  };
  return { filter, changeFilter, offset, setOffset };
}
