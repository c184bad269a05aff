import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  callbackSchema,
  devSignInSchema,
  googleStartSchema,
  type SessionResponse,
} from '../../common/contracts/auth';
import type { AppEnv, Viewer } from '../http/context';
import { endpointFor } from '../http/endpoint';
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
import { userProfileSchema } from './me-routes';
import { toProfile } from './profiles';
import { sameType } from '../../common/same-type';

/** What `GET /api/auth/session` answers (`SessionResponse`; openapi/mirrors.ts holds the two equal). */
export const sessionResponseSchema = z.object({
  session: z
    .object({
      user: userProfileSchema,
      expiresAt: z.string(),
      csrfToken: z
        .string()
        .describe('Send it back in the X-CSRF-Token header on every state-changing request'),
    })
    .nullable(),
  providers: z.object({ google: z.boolean(), devSignIn: z.boolean() }),
});
sameType<z.infer<typeof sessionResponseSchema>, SessionResponse>(true);

const signedIn = z.object({ user: userProfileSchema });

/*
 * Each route's `endpoint({…})` is its one declaration: what it validates, who may call it (`access`), and its entry
 * in /api/openapi.json, whose method and path are where the route is registered and mounted (http/endpoint.ts).
 */

/** Declares the Account endpoints here that anyone may call. */
const publicAccountEndpoint = endpointFor({ access: 'public', tag: 'Account' });

/** What the session endpoint tells the caller about themselves. */
function sessionOf(viewer: Viewer | null, providers: SessionResponse['providers']): SessionResponse {
  return {
    session: viewer
      ? {
          user: toProfile(viewer.user),
          expiresAt: viewer.session.expiresAt.toISOString(),
          csrfToken: viewer.session.csrfToken,
        }
      : null,
    providers,
  };
}

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
    .get(
      '/session',
      publicAccountEndpoint({
        summary:
          'Who is signed in (null when no one), their CSRF token, and the ways of signing in this server offers',
        status: 200,
        response: sessionResponseSchema,
      }),
      (c) => c.json(sessionOf(c.get('viewer'), signIn.providers), 200),
    )
    .post(
      '/google/start',
      publicAccountEndpoint({
        summary: 'Begin signing in with Google: the provider’s address to send the browser to',
        description:
          'No redirect: the answer carries the authorization URL (state, nonce and PKCE) and sets a short-lived ' +
          'sign-in cookie that binds the attempt to this browser; the page then navigates there. Google sends the ' +
          'browser back to the /auth/callback page, which passes its query on to POST /api/auth/callback. 404 when ' +
          'Google sign-in is not configured, 503 when the provider cannot be reached.',
        body: googleStartSchema,
        status: 200,
        response: z.object({ url: z.string() }),
        errors: [404, 503],
      }),
      declareRateLimit('signIn'),
      async (c) => {
        const { returnTo = '/' } = c.req.valid('json');
        const { url, binding } = await signIn.startGoogle(returnTo);
        setSignInCookie(c, authConfig, binding);
        return c.json({ url }, 200);
      },
    )
    .post(
      '/callback',
      publicAccountEndpoint({
        summary: 'Finish signing in with the query the provider sent back: a new session cookie',
        description:
          'Needs the sign-in cookie set by /api/auth/google/start in the same browser; 401 when it is missing or ' +
          'expired, the provider refuses, or the e-mail is not verified. Any earlier session of the browser ends.',
        body: callbackSchema,
        status: 200,
        response: signedIn.extend({ returnTo: z.string() }),
      }),
      declareRateLimit('signIn'),
      async (c) => {
        const binding = readSignInCookie(c, authConfig);
        clearSignInCookie(c, authConfig);
        const signedIn = await signIn.finishGoogle(binding, c.req.valid('json').params);
        await begin(c, signedIn);
        return c.json({ user: toProfile(signedIn.user), returnTo: signedIn.returnTo }, 200);
      },
    )
    .post(
      '/dev-sign-in',
      publicAccountEndpoint({
        summary: 'Sign in as a demo person of any role, without a provider (development only)',
        description:
          'Only where dev sign-in is on — never in production, nor with a provider configured; 404 elsewhere.',
        body: devSignInSchema,
        status: 200,
        response: signedIn,
        errors: [404],
      }),
      declareRateLimit('signIn'),
      async (c) => {
        const signedIn = await signIn.devSignIn(c.req.valid('json'));
        await begin(c, signedIn);
        return c.json({ user: toProfile(signedIn.user) }, 200);
      },
    )
    .post(
      '/sign-out',
      publicAccountEndpoint({
        summary: 'End the session (on every instance) and clear its cookie; answers the same when signed out',
        status: 200,
        response: z.object({ ok: z.literal(true) }),
      }),
      async (c) => {
        const token = readSessionCookie(c, authConfig);
        if (token) await sessions.end(token);
        clearSessionCookie(c, authConfig);
        return c.json({ ok: true as const }, 200);
      },
    );
}
