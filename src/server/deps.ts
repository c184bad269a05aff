import type { RenderPage } from '../common/page-rendering';
import type { Clock } from './clock';
import type { Mailer } from './mail/mailer';
import type { LanguageModel } from './answer';
import type { AuthConfig } from './auth';
import type { ChangeFeed } from './db/change-feed';
import type { Database } from './db/client';
import type { FileStore } from './files';
import type { RateLimitSettings } from './http/rate-limit';
import type { Logger } from './log';
import type { StripeSettings } from './commerce';
import type { Embedder } from './search';
import type { Readiness } from './http/readiness';
import type { ReadSource } from './db/read-replica';

/** What the app is built from. Tests pass a fresh database and local stand-ins for outside services. */
export interface AppDeps {
  db: Database;
  /** Where uploaded documents' original bytes are kept (`fileStoreFor`). */
  files: FileStore;
  /** Where the read-only hot paths load from: a read replica, or `db` when absent (db/read-replica.ts). */
  reads?: ReadSource;
  /** The database's announcements of changes (LISTEN/NOTIFY), which keep in-process caches honest. */
  changes: ChangeFeed;
  auth: AuthConfig;
  /** Where the built client lives; absent in API-only tests. */
  clientDir?: string;
  /** Renders the public pages' first screen on the server (dist/server/render-page.js, `loadPageRenderer`). */
  renderPage?: RenderPage;
  /** Whether this instance takes traffic (`GET /api/ready`); ready from the start unless given (main.ts manages it). */
  readiness?: Readiness;
  /** The contact address the legal pages show (the operator's). */
  contactEmail?: string;
  /** Defaults to JSON lines on standard output. */
  log?: Logger;
  /** One log line per request. */
  logRequests?: boolean;
  /** How long the marketplace listing may be served from memory (see packs/catalog.ts); 0 turns that off. */
  catalogTtlMs?: number;
  /** Limits per client (see http/rate-limit.ts); the defaults unless given. */
  rateLimits?: RateLimitSettings;
  /**
   * Where rate-limit counts live: `database` shares them between every instance on one PostgreSQL; `memory`
   * suits the embedded database, which only one process can open.
   */
  rateLimitStore?: 'memory' | 'database';
  /** Behind a reverse proxy: take the client's address and request id from its X-Forwarded-For / X-Request-Id. */
  trustProxy?: boolean;
  /** Dense vectors for hybrid search; lexical search alone without one. */
  embedder?: Embedder | undefined;
  /**
   * How long the spec's `vectara-file-upload` waits for its document to be processed before answering (its
   * clients read `processed_parts` from the answer). 60 s unless set.
   */
  functionUploadWaitMs?: number;
  /** Where e-mail goes out (`SMTP_URL`); without one, no e-mail is sent (receipts stay on their pages). */
  mailer?: Mailer | undefined;
  /** The model behind grounded answers; without one they are extractive (cited excerpts). */
  languageModel?: LanguageModel | undefined;
  /** The models a caller may name (the first is the default); the model's own list when one is given. */
  answerModels?: readonly string[];
  /** About how many tokens one MCP tool result may take; 5,000 unless set. */
  mcpResultTokens?: number;
  /** Web origins besides Kenja's own whose pages may call /mcp from a browser (CORS). */
  mcpAllowedOrigins?: readonly string[];
  /** Whether OAuth clients may register themselves (RFC 7591); on unless turned off. */
  oauthRegistration?: boolean;
  /** The key proving this domain to the MCP Registry over HTTP (/.well-known/mcp-registry-auth); none: 404. */
  mcpRegistryPublicKey?: string | undefined;
  /**
   * How purchases are paid: Stripe when configured (it wins), else the dev checkout when allowed (never in
   * production). With neither, checkout answers 503.
   */
  payments?: { stripe?: StripeSettings | undefined; devCheckout: boolean };
  /** The one clock every time Kenja stores or compares comes from (ADR 0036): `systemClock`, or a test's. */
  now: Clock;
}
