import { useSearchParams } from 'react-router';

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
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab = isAdminTab(raw) ? raw : DEFAULT_TAB;
  const select = (next: AdminTab) =>
    setParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        updated.set('tab', next);
        return updated;
      },
      { replace: true }, // switching tabs is not a page of history of its own
    );
  return [tab, select];
}
