import { useSearchParam } from '../../lib/use-search-param';

/** The console's sections, in tab order: review work, payouts and the audit log first, then the test tools of spec 02 §2.7. */
export const ADMIN_TABS = [
  'applications',
  'users',
  'payouts',
  'audit',
  'file-upload',
  'vector-search',
  'claude-chat',
  'system-prompt',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** Applications come first and open by default: reviewing them is the console's everyday job. */
const DEFAULT_TAB: AdminTab = 'applications';

function isAdminTab(value: string | null): value is AdminTab {
  return (ADMIN_TABS as readonly (string | null)[]).includes(value);
}

/** The selected tab, kept in the URL (`?tab=users`) so a reload or a shared link opens the same one. */
export function useAdminTab(): [AdminTab, (tab: AdminTab) => void] {
  const [raw, select] = useSearchParam('tab');
  return [isAdminTab(raw) ? raw : DEFAULT_TAB, select];
}
