import { CreatorGate } from '../../components/creator-gate';
import { PackStatsPage } from './pack-stats-page';

/** /creator/packs/:id/stats: creators and admins only (the same gate as the upload page), then the pack's figures. */
export function PackStatsRoute() {
  return (
    <CreatorGate>
      <PackStatsPage />
    </CreatorGate>
  );
}
