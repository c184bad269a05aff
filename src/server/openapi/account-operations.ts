import { z } from 'zod';
import {
  callbackSchema,
  devSignInSchema,
  googleStartSchema,
  profileUpdateSchema,
} from '../../common/contracts/auth';
import { applyRpcSchema, creatorApplicationSchema } from '../../common/contracts/creator-applications';
import { creatorApplicationResponseSchema, sessionResponseSchema, userProfileSchema } from './mirrors';
import type { Operation } from './operation';

const signedIn = z.object({ user: userProfileSchema });

/** Signing in and out (spec 01 §7), one's own profile, and applying to become a creator. */
export const ACCOUNT_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/auth/session',
    tag: 'Account',
    access: 'public',
    summary:
      'Who is signed in (null when no one), their CSRF token, and the ways of signing in this server offers',
    status: 200,
    response: sessionResponseSchema,
  },
  {
    method: 'post',
    path: '/api/auth/google/start',
    tag: 'Account',
    access: 'public',
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
  },
  {
    method: 'post',
    path: '/api/auth/callback',
    tag: 'Account',
    access: 'public',
    summary: 'Finish signing in with the query the provider sent back: a new session cookie',
    description:
      'Needs the sign-in cookie set by /api/auth/google/start in the same browser; 401 when it is missing or ' +
      'expired, the provider refuses, or the e-mail is not verified. Any earlier session of the browser ends.',
    body: callbackSchema,
    status: 200,
    response: signedIn.extend({ returnTo: z.string() }),
  },
  {
    method: 'post',
    path: '/api/auth/dev-sign-in',
    tag: 'Account',
    access: 'public',
    summary: 'Sign in as a demo person of any role, without a provider (development only)',
    description:
      'Only where dev sign-in is on — never in production, nor with a provider configured; 404 elsewhere.',
    body: devSignInSchema,
    status: 200,
    response: signedIn,
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/auth/sign-out',
    tag: 'Account',
    access: 'public',
    summary: 'End the session (on every instance) and clear its cookie; answers the same when signed out',
    status: 200,
    response: z.object({ ok: z.literal(true) }),
  },
  {
    method: 'get',
    path: '/api/me',
    tag: 'Account',
    access: 'session',
    summary: 'The caller’s profile',
    status: 200,
    response: userProfileSchema,
  },
  {
    method: 'patch',
    path: '/api/me',
    tag: 'Account',
    access: 'session',
    summary: 'Change one’s own name or picture (never one’s role)',
    body: profileUpdateSchema,
    status: 200,
    response: userProfileSchema,
  },
  {
    method: 'post',
    path: '/api/creator-applications',
    tag: 'Account',
    access: 'session',
    summary: 'Apply to become a creator; an admin approves or rejects the application',
    description:
      '409 while an earlier application is being reviewed, or for someone who is a creator already.',
    body: creatorApplicationSchema,
    status: 201,
    response: creatorApplicationResponseSchema,
    errors: [409],
  },
  {
    method: 'get',
    path: '/api/creator-applications/mine',
    tag: 'Account',
    access: 'session',
    summary: 'The caller’s latest application and its outcome (null when they never applied)',
    status: 200,
    response: z.object({ application: creatorApplicationResponseSchema.nullable() }),
  },
  {
    method: 'post',
    path: '/rest/v1/rpc/apply_for_creator_status',
    tag: 'Functions',
    access: 'session',
    summary: 'Apply to become a creator (the spec’s remote procedure, 01 §7)',
    description: 'As POST /api/creator-applications, with the application under `application_data`.',
    body: applyRpcSchema,
    status: 201,
    response: creatorApplicationResponseSchema,
    errors: [409],
  },
];
