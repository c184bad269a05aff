import { Hono, type Context } from 'hono';
import {
  callbackSchema,
  devSignInSchema,
  googleStartSchema,
  type SessionResponse,
} from '../../common/contracts/auth';
import type { AppEnv } from '../http/context';
import { jsonBody } from '../http/body';
import { declareRateLimit } from '../http/rate-limit';
import type { AuthConfig } from './config';
import type { SessionStore } from './sessions';
import type { SignInService, SignedIn } from './sign-in';
import {
  clearSessionCookie,
  clearSignInCookie,
  readSessionCookie,
  readSignInCookie,
  setSessionCookie,
  setSignInCookie,
} from './cookies';
import { toProfile } from './profiles';

/** Sign-in, sign-out and the session (spec 01 §7 OAuth, session fetch; 02 §2.6 auth callback). */
export function authRoutes({
  signIn,
  sessions,
  authConfig,
}: {
  signIn: SignInService;
  sessions: SessionStore;
  authConfig: AuthConfig;
}) {
  const begin = (c: Context<AppEnv>, signedIn: SignedIn) => {
    // A fresh session on every sign-in; whatever session this browser had before ends.
    const previous = readSessionCookie(c, authConfig);
    setSessionCookie(c, authConfig, signedIn.session.token);
    return previous ? sessions.end(previous) : Promise.resolve();
  };

  return new Hono<AppEnv>()
    .get('/session', (c) => {
      const viewer = c.get('viewer');
      const body: SessionResponse = {
        session: viewer
          ? {
              user: toProfile(viewer.user),
              expiresAt: viewer.session.expiresAt.toISOString(),
              csrfToken: viewer.session.csrfToken,
            }
          : null,
        providers: signIn.providers,
      };
      return c.json(body, 200);
    })
    .post('/google/start', declareRateLimit('signIn'), jsonBody(googleStartSchema), async (c) => {
      const { returnTo = '/' } = c.req.valid('json');
      const { url, binding } = await signIn.startGoogle(returnTo);
      setSignInCookie(c, authConfig, binding);
      return c.json({ url }, 200);
    })
    .post('/callback', declareRateLimit('signIn'), jsonBody(callbackSchema), async (c) => {
      const binding = readSignInCookie(c, authConfig);
      clearSignInCookie(c, authConfig);
      const signedIn = await signIn.finishGoogle(binding, c.req.valid('json').params);
      await begin(c, signedIn);
      return c.json({ user: toProfile(signedIn.user), returnTo: signedIn.returnTo }, 200);
    })
    .post('/dev-sign-in', declareRateLimit('signIn'), jsonBody(devSignInSchema), async (c) => {
      const signedIn = await signIn.devSignIn(c.req.valid('json'));
      await begin(c, signedIn);
      return c.json({ user: toProfile(signedIn.user) }, 200);
    })
    .post('/sign-out', async (c) => {
      const token = readSessionCookie(c, authConfig);
      if (token) await sessions.end(token);
      clearSessionCookie(c, authConfig);
      return c.json({ ok: true as const }, 200);
    });
}
