import type { CorpusPack } from '../../../common/contracts/engine';
import { useKeptSelection } from '../../lib/use-kept-selection';
import { useSearchParam } from '../../lib/use-search-param';

/**
 * The pack the files go to lives in the address (`?pack=<id>`), so a link can preselect it and a reload keeps it;
 * without one, or with one that is not the creator's, the first (newest) pack is selected — and stays selected when
 * a newer pack appears (made in another tab).
 */
export function useSelectedPack(packs: readonly CorpusPack[] | undefined) {
  const [wanted, select] = useSearchParam('pack');
  const selected = useKeptSelection(packs, wanted);
  return { selected, select };
}
