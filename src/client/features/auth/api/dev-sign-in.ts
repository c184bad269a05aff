import type { Role } from '../../../../common/roles';
import { api, callApi } from '../../../lib/api';

/** One fixed demo person per role, so signing in as "the demo creator" twice is the same account. */
export const DEMO_PEOPLE: Record<Role, { email: string; name: string }> = {
  user: { email: 'demo-user@kenja.local', name: 'Demo User' },
  creator: { email: 'demo-creator@kenja.local', name: 'Demo Creator' },
  admin: { email: 'demo-admin@kenja.local', name: 'Demo Admin' },
};

/** "Continue as demo user": only offered when the server says so (development, no Google configured). */
export async function devSignIn(role: Role): Promise<void> {
  await callApi(() => api.auth['dev-sign-in'].$post({ json: { ...DEMO_PEOPLE[role], role } }));
}
