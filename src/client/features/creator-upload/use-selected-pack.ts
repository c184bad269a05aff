import { useSearchParams } from 'react-router';
import type { CorpusPack } from '../../../common/contracts/engine';
import { useKeptSelection } from '../../lib/use-kept-selection';

/**
 * The pack the files go to lives in the address (`?pack=<id>`), so a link can preselect it and a reload keeps it;
 * without one, or with one that is not the creator's, the first (newest) pack is selected — and stays selected when
 * a newer pack appears (made in another tab).
 */
export function useSelectedPack(packs: readonly CorpusPack[] | undefined) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('pack');
  const selected = useKeptSelection(packs, wanted);
  const select = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('pack', id);
        return next;
      },
      { replace: true },
    );
  return { selected, select };
}
