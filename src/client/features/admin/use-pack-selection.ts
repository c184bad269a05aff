import { useState } from 'react';
import { useTestPacks } from './api/get-test-packs';

/**
 * Which test packs a search or a question spans: every one of them until the admin unticks one, then the ticked
 * ones (a pack made meanwhile is not ticked by itself).
 */
export function usePackSelection() {
  const packsQuery = useTestPacks();
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  const packs = packsQuery.data ?? [];
  const selectedIds = packs.map((pack) => pack.id).filter((id) => chosen?.has(id) ?? true);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selectedIds);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };

  return { packsQuery, selectedIds, toggle };
}
