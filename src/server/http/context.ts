import type { Logger } from 'pino';
import type { BearerPrincipal } from '../access/access-tokens';
import type { userProfiles } from '../db/schema';

export type UserRow = typeof userProfiles.$inferSelect;

/** Who is calling: the signed-in person and their session, or null. Set for every request. */
export interface Viewer {
  user: UserRow;
  session: {
    id: string;
    csrfToken: string;
    expiresAt: Date;
    /** The session's expiry moved forward on this request: the cookie is renewed with it. */
    renewed: boolean;
  };
}

export interface AppEnv {
  Variables: {
    viewer: Viewer | null;
    /** Who a bearer token speaks for (the MCP endpoint); absent elsewhere. */
    principal?: BearerPrincipal;
    log: Logger;
    requestId: string;
    /** The caller's address (the proxy's forwarded one when it is trusted). */
    address: string;
  };
}
