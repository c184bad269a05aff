import { CreatorGate } from '../../components/creator-gate';
import { OffersPage } from './offers-page';

/** /creator/offers: creators only (the same gate as the upload page). */
export function OffersRoute() {
  return (
    <CreatorGate>
      <OffersPage />
    </CreatorGate>
  );
}
