/**
 * The audit log: every feature may append what an admin or the payment provider did; admins read it.
 *
 * This file is the feature's face: other features and the app's composition import from it, never from the
 * files behind it (`npm run lint:layers` holds that).
 */
export { auditPage, recordAudit } from './audit-log';
