/**
 * Accounts: people, sessions and sign-in (Google or the dev sign-in), profiles, creator applications, and the
 * middleware that says who is calling.
 *
 * This file is the feature's face: other features and the app's composition import from it, never from the
 * files behind it (`npm run lint:layers` holds that).
 */
export {
  authConfigFromEnv,
  cookiesAreSecure,
  isTrustedHost,
  publicUrlAsReached,
  isTrustedOrigin,
  listenAddress,
  type AuthConfig,
} from './config';
export {
  applyRpcRoutes,
  creatorApplicationResponseSchema,
  creatorApplicationRoutes,
} from './creator-application-routes';
export { decideApplication, listApplications } from './creator-applications';
export { creatorNameSql, readCreatorProfile, saveCreatorProfile } from './creator-profile';
export { meRoutes, userProfileSchema } from './me-routes';
export { csrfMiddleware, sessionMiddleware } from './middleware';
export { createOidcClient } from './oidc';
export { findUser, listUsers, roleFields, toAdminRow } from './profiles';
export { authRoutes, sessionResponseSchema } from './routes';
export { AUTH_CHANNEL } from './session-cache';
export { createSessionStore } from './sessions';
export { createSignInService } from './sign-in';
export { randomToken } from './tokens';
