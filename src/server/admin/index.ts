/**
 * The admin console's endpoints: users, their entitlements, system prompts and the audit log.
 *
 * This file is the feature's face: other features and the app's composition import from it, never from the
 * files behind it (`npm run lint:layers` holds that).
 */
export { adminApplicationRowSchema, adminRoutes, adminUserRowSchema } from './routes';
