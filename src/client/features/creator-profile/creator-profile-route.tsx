import { CreatorGate } from '../../components/creator-gate';
import { CreatorProfilePage } from './creator-profile-page';

/** /creator/profile: creators only (the same gate as the upload page). */
export function CreatorProfileRoute() {
  return (
    <CreatorGate>
      <CreatorProfilePage />
    </CreatorGate>
  );
}
