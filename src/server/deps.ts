import type { AuthConfig } from './auth/config';
import type { Database } from './db/client';

/** What the app is built from. Tests pass a fresh database and local stand-ins for outside services. */
export interface AppDeps {
  db: Database;
  auth: AuthConfig;
  /** Where the built client lives; absent in API-only tests. */
  clientDir?: string;
  logRequests?: boolean;
  /** How long the marketplace listing may be served from memory (see packs/catalog.ts); 0 turns that off. */
  catalogTtlMs?: number;
  /** The clock; tests move it to see sessions expire. */
  now?: () => Date;
}
