import { z } from 'zod';
import { ROLES, type Role } from '../roles';
import { isSingleLine, withoutHiddenCharacters } from '../text';

const ONE_LINE = { message: 'Must be a single line' };

/** A profile as the API shows it (spec 01 §3 user_profiles, snake_case as the spec names it). */
export interface UserProfile {
  id: string;
  email: string;
  full_name: string | null;
  avatar_url: string | null;
  user_role: Role;
  is_creator_verified: boolean;
}

export interface AdminUserRow extends UserProfile {
  disabled: boolean;
  created_at: string;
  last_sign_in_at: string | null;
}

/** `GET /api/auth/session`: who is signed in, and which ways of signing in this server offers. */
export interface SessionResponse {
  session: {
    user: UserProfile;
    /** ISO time; the client checks it every 30 s and asks again shortly before (spec 01 §9). */
    expiresAt: string;
    /** Sent back in the X-CSRF-Token header on every state-changing request. */
    csrfToken: string;
  } | null;
  providers: { google: boolean; devSignIn: boolean };
}

/** Where to come back to after signing in: a path on this site, never another origin. */
export const returnToSchema = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])/, 'Must be a path on this site')
  .refine(isSingleLine, ONE_LINE)
  .optional();

export const googleStartSchema = z.object({ returnTo: returnToSchema }).strict();

/** The query parameters the provider sent back to /auth/callback, passed on by the callback page. */
export const callbackSchema = z
  .object({
    params: z.record(z.string().max(100), z.string().max(4000)).refine((p) => Object.keys(p).length <= 20, {
      message: 'Too many parameters',
    }),
  })
  .strict();

/** A person's name, typed in or sent by the sign-in provider. */
export const FULL_NAME_MAX_LENGTH = 100;
export const AVATAR_URL_MAX_LENGTH = 2000;

/** An e-mail address, wherever one comes in: a form, the demo sign-in, or a sign-in provider's claims. */
export const emailSchema = z.email().max(254);

/** A person's name as they may set it: one line, trimmed, 1–100 characters. */
const personName = z
  .string()
  .transform(withoutHiddenCharacters)
  .pipe(z.string().trim().min(1).max(FULL_NAME_MAX_LENGTH).refine(isSingleLine, ONE_LINE));

export const devSignInSchema = z
  .object({
    email: emailSchema,
    name: personName,
    role: z.enum(ROLES),
  })
  .strict();

/** What a signed-in person may change about themselves: never their role. */
export const profileUpdateSchema = z
  .object({
    full_name: personName.optional(),
    avatar_url: z
      .url({ protocol: /^https?$/ })
      .max(AVATAR_URL_MAX_LENGTH)
      .nullable()
      .optional(),
  })
  .strict();

/** Why an admin's change to someone was refused (409); the client shows each in the page's language. */
export const ADMIN_USER_CONFLICTS = {
  selfLockout: 'You cannot remove your own admin access',
  lastAdmin: 'Another admin changed the admins at the same moment; at least one active admin must remain',
} as const;

export const adminUserUpdateSchema = z
  .object({ user_role: z.enum(ROLES).optional(), disabled: z.boolean().optional() })
  .strict()
  .refine((v) => v.user_role !== undefined || v.disabled !== undefined, { message: 'Nothing to change' });

export const adminUserListQuerySchema = z
  .object({
    q: z.string().trim().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
