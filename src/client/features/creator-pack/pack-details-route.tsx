import { CreatorGate } from '../../components/creator-gate';
import { PackDetailsPage } from './pack-details-page';

/** /creator/edit/{id|new}: creators and admins only (spec 01 §6), then the pack's details. */
export function PackDetailsRoute() {
  return (
    <CreatorGate>
      <PackDetailsPage />
    </CreatorGate>
  );
}
