import { CreatorGate } from '../../components/creator-gate';
import { DashboardPage } from './dashboard-page';

/** /creator/dashboard: creators only (the same gate as the upload page). */
export function DashboardRoute() {
  return (
    <CreatorGate>
      <DashboardPage />
    </CreatorGate>
  );
}
