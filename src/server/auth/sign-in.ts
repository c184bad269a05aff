import { and, eq, gt, lt } from 'drizzle-orm';
import type { Role } from '../../common/roles';
import type { Database } from '../db/client';
import { authRequests } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import type { AuthConfig } from './config';
import type { OidcClient } from './oidc';
import { profileForDevSignIn, profileForIdentity } from './profiles';
import type { SessionStore } from './sessions';
import { SignInError } from './sign-in-error';
import { keyedHash, randomToken } from './tokens';

/** How long someone has to finish signing in at the provider. */
export const SIGN_IN_WINDOW_MS = 10 * 60 * 1000;

export interface SignedIn {
  user: UserRow;
  session: { token: string; expiresAt: Date };
  returnTo: string;
}

export interface SignInService {
  providers: { google: boolean; devSignIn: boolean };
  /** Begins a provider sign-in: returns where to send the browser and the token binding it to this browser. */
  startGoogle(returnTo: string): Promise<{ url: string; binding: string }>;
  /** Completes it from the provider's answer, on the browser that started it. */
  finishGoogle(binding: string | undefined, params: Record<string, string>): Promise<SignedIn>;
  devSignIn(input: { email: string; name: string; role: Role }): Promise<SignedIn>;
}

export function createSignInService(
  db: Database,
  config: AuthConfig,
  oidc: OidcClient | undefined,
  sessions: SessionStore,
  now: () => Date,
): SignInService {
  const redirectUri = new URL('/auth/callback', config.publicUrl).href;
  const bindingId = (binding: string) => keyedHash(config.sessionSecret, `auth-request:${binding}`);

  const requireOidc = () => {
    if (!oidc) throw new AppError('not_found', 'Google sign-in is not configured on this server');
    return oidc;
  };

  const openSession = async (user: UserRow, returnTo: string): Promise<SignedIn> => ({
    user,
    session: await sessions.create(user.id),
    returnTo,
  });

  return {
    providers: { google: Boolean(oidc), devSignIn: config.devSignIn },

    async startGoogle(returnTo) {
      const start = await requireOidc()
        .start(redirectUri)
        .catch((err: unknown) => {
          throw err instanceof SignInError ? new AppError('unavailable', err.message) : err;
        });
      const binding = randomToken();
      const current = now();
      await db.delete(authRequests).where(lt(authRequests.expiresAt, current));
      await db.insert(authRequests).values({
        id: bindingId(binding),
        state: start.state,
        nonce: start.nonce,
        codeVerifier: start.codeVerifier,
        returnTo,
        expiresAt: new Date(current.getTime() + SIGN_IN_WINDOW_MS),
        createdAt: current,
      });
      return { url: start.url, binding };
    },

    async finishGoogle(binding, params) {
      const client = requireOidc();
      // Taken and deleted in one step: an answer can be used once, and only by the browser that asked.
      const [pending] = binding
        ? await db
            .delete(authRequests)
            .where(and(eq(authRequests.id, bindingId(binding)), gt(authRequests.expiresAt, now())))
            .returning()
        : [];
      if (!pending) throw new AppError('unauthenticated', 'No session found');
      const callbackUrl = new URL(redirectUri);
      for (const [key, value] of Object.entries(params)) callbackUrl.searchParams.set(key, value);
      const identity = await client.finish(callbackUrl, pending).catch((err: unknown) => {
        throw err instanceof SignInError ? new AppError('unauthenticated', err.message) : err;
      });
      const user = await profileForIdentity(db, identity, config.adminEmails, now());
      return openSession(user, pending.returnTo);
    },

    async devSignIn(input) {
      if (!config.devSignIn) throw new AppError('not_found', 'No such endpoint: /api/auth/dev-sign-in');
      const user = await profileForDevSignIn(db, input, now());
      return openSession(user, '/');
    },
  };
}
