import type { Logger } from 'pino';
import type { Database } from '../db/client';
import type { userProfiles } from '../db/schema';
import type { FileStore } from '../files';

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

/** Who a bearer token speaks for, and within what. */
export interface BearerPrincipal {
  user: UserRow;
  /** The token's id: what usage records and rate limits count by (never the token itself). */
  tokenId: string;
  /** The packs the token is limited to; null for every pack its owner may read. */
  scope: ReadonlySet<string> | null;
  /** What an OAuth-connected assistant was allowed to do (`packs:read`, `packs:ask`); null for everything. */
  scopes: ReadonlySet<string> | null;
}

/** Where a query came from; a query with an origin is recorded. */
export interface QueryOrigin {
  channel: 'mcp' | 'web';
  /** The access token it came with (MCP), by id. */
  tokenId: string | null;
}

/** Where text hidden in invisible characters was stripped from a request's text, and what it said (entered-text.ts). */
export interface HiddenTextFinding {
  /** Where in the body: `story.faq.0.answer`, `metadata.filename`, `params.arguments.query`. */
  field: string;
  /** What the screen read in what was hidden: always `hidden_text`, and the reasons of what it said. */
  reasons: string[];
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
    /** Where text hidden in invisible characters was stripped from what the request sent (entered-text.ts). */
    hiddenText?: HiddenTextFinding[];
  };
}

/** What most routes are built from: the database and the clock (tests move it). */
export interface RouteDeps {
  db: Database;
  /** Where uploaded documents' original bytes are kept. */
  files: FileStore;
  now: () => Date;
}
