/** What `GET /api/auth/session` answers, for tests: nobody signed in, or a new person with the given profile. */
import type { SessionResponse, UserProfile } from '../../common/contracts/auth';

type Providers = SessionResponse['providers'];

let people = 0;

export function signedOut(providers: Partial<Providers> = {}): SessionResponse {
  return { session: null, providers: { google: false, devSignIn: false, ...providers } };
}

export function signedIn(
  user: Partial<UserProfile> = {},
  providers: Partial<Providers> = {},
): SessionResponse {
  people += 1;
  return {
    session: {
      user: {
        id: `user-${people}`,
        email: `person-${people}@example.test`,
        full_name: `Person ${people}`,
        avatar_url: null,
        user_role: 'user',
        is_creator_verified: false,
        ...user,
      },
      expiresAt: new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString(),
      csrfToken: `csrf-${people}`,
    },
    providers: { google: true, devSignIn: false, ...providers },
  };
}

/** A signed-in creator (verified, as an approved application leaves them) or a plain user. */
export function signedInAs(role: 'creator' | 'user'): SessionResponse {
  return signedIn({ user_role: role, is_creator_verified: role === 'creator' });
}
