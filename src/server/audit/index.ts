/**
 * The audit log: every feature appends the privileged acts it performs, in the act's transaction; admins read it.
 *
 * This file is the feature's face: other features and the app's composition import from it, never from the
 * files behind it (`npm run lint:layers` holds that).
 */
export { auditPage, recordAudit, type AuditRecord } from './audit-log';
export { recordHiddenText } from './hidden-text';
