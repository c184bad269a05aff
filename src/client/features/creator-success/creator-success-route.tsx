import { CreatorGate } from '../../components/creator-gate';
import { CreatorSuccessPage } from './creator-success-page';

/** /creator/success/{id}: creators and admins only (spec 01 §6), then what publishing did. */
export function CreatorSuccessRoute() {
  return (
    <CreatorGate>
      <CreatorSuccessPage />
    </CreatorGate>
  );
}
