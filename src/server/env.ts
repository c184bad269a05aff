import { z } from 'zod';
import { ANSWER_DEFAULT_MODEL, MCP_RESULT_TOKENS_DEFAULT } from '../common/limits';
import { parseStorageSetting } from './files/storage-setting';
import { DEFAULT_RATE_LIMITS, parseRatePolicy, type RatePolicy } from './http/rate-limit';

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');

const ratePolicy = (fallback: RatePolicy) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return fallback;
      const policy = parseRatePolicy(text);
      if (!policy) ctx.addIssue({ code: 'custom', message: 'Write a limit as requests/period, e.g. 30/1m' });
      return policy ?? fallback;
    });

/** The one place that reads process.env. Every setting Kenja understands is here, with its default. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).optional(),
    /** Where people reach Kenja; sign-in redirects come back here. Defaults to http://localhost:PORT. */
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATABASE_URL: z.url().optional(),
    /**
     * A PostgreSQL read replica of DATABASE_URL for the read-only hot paths (listing, sales pages, search indexes),
     * each read once the replica has caught up with the primary, else from the primary (db/read-replica.ts).
     */
    DATABASE_REPLICA_URL: z.url().optional(),
    /**
     * On PostgreSQL, the connections this instance opens at most for queries (one more listens for announcements):
     * instances × (this + 1) must stay under the server's max_connections (deploy/README.md).
     */
    KENJA_DB_POOL_MAX: z.coerce.number().int().min(2).max(200).default(10),
    KENJA_DATA_DIR: z.string().min(1).default('./data'),
    /**
     * Where uploaded documents' original bytes go: `s3://bucket[/prefix]` (object storage, what several instances
     * share) or `file:///absolute/directory`. Unset: with the database (docs/deploy: files/storage-setting.ts).
     */
    KENJA_STORAGE_URL: z.string().optional(),
    /** An S3-compatible store's address (MinIO, R2, Ceph…); AWS's own endpoint without it. */
    KENJA_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    /** The bucket's region; AWS_REGION, else us-east-1. */
    KENJA_S3_REGION: z.string().min(1).optional(),
    AWS_REGION: z.string().min(1).optional(),
    /** Bucket in the path, not the host name: on by default with KENJA_S3_ENDPOINT. */
    KENJA_S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
    /** Demo creators and packs in a new database: on by default, except in production. */
    KENJA_SEED_DEMO: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
    KENJA_CATALOG_TTL_MS: z.coerce.number().int().min(0).default(5000),
    KENJA_LOG_REQUESTS: flag('false'),
    /** Where people write about their account, their data or the terms; shown on /terms and /privacy. */
    KENJA_CONTACT_EMAIL: z.email().optional(),
    KENJA_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Sign-in attempts per client address (e.g. `30/1m`). */
    KENJA_RATE_LIMIT_SIGN_IN: ratePolicy(DEFAULT_RATE_LIMITS.signIn),
    /** State-changing requests per signed-in person, or per address for anonymous callers. */
    KENJA_RATE_LIMIT_WRITES: ratePolicy(DEFAULT_RATE_LIMITS.writes),
    /** Searches per signed-in person, or per address. */
    KENJA_RATE_LIMIT_SEARCH: ratePolicy(DEFAULT_RATE_LIMITS.search),
    /** Grounded answers per signed-in person, or per address (each may cost a model call). */
    KENJA_RATE_LIMIT_ANSWERS: ratePolicy(DEFAULT_RATE_LIMITS.answers),
    /** MCP requests per access token. */
    KENJA_RATE_LIMIT_MCP: ratePolicy(DEFAULT_RATE_LIMITS.mcp),
    /** Payment webhook deliveries per address. */
    KENJA_RATE_LIMIT_WEBHOOKS: ratePolicy(DEFAULT_RATE_LIMITS.webhooks),
    /** Free try-before-you-buy questions on sales pages per signed-in person, or per address. */
    KENJA_RATE_LIMIT_TRIES: ratePolicy(DEFAULT_RATE_LIMITS.tries),
    /** Whether OAuth clients may register themselves (RFC 7591); clients with a metadata document always may connect. */
    KENJA_OAUTH_REGISTRATION: flag('true'),
    /** OAuth clients registering themselves (RFC 7591) per address. */
    KENJA_RATE_LIMIT_REGISTRATIONS: ratePolicy(DEFAULT_RATE_LIMITS.registrations),
    /** OAuth token and revocation requests per address. */
    KENJA_RATE_LIMIT_OAUTH: ratePolicy(DEFAULT_RATE_LIMITS.oauth),
    /** Where e-mail goes out (receipts), e.g. smtp://user:pass@smtp.example.com:587; with MAIL_FROM. */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** The sender of Kenja's e-mail, e.g. "Kenja <receipts@example.com>". */
    MAIL_FROM: z.string().trim().min(3).optional(),
    /** About how many tokens one MCP tool result may take (Claude Code refuses results over 25,000). */
    KENJA_MCP_RESULT_TOKENS: z.coerce.number().int().min(500).max(25_000).default(MCP_RESULT_TOKENS_DEFAULT),
    /**
     * Web origins whose pages may call /mcp from a browser (CORS), comma-separated, e.g. an MCP inspector's
     * https://inspector.example. Kenja's own origin always may; nothing else unless listed.
     */
    KENJA_MCP_ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((text, ctx) => {
        const origins = text
          .split(',')
          .map((o) => o.trim())
          .filter((o) => o !== '');
        for (const origin of origins) {
          if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
            ctx.addIssue({ code: 'custom', message: `Not a web origin (scheme://host[:port]): ${origin}` });
          }
        }
        return origins;
      }),
    /**
     * The Ed25519 public key (base64, 32 bytes) proving PUBLIC_URL's domain to the official MCP Registry over HTTP:
     * served at /.well-known/mcp-registry-auth for `mcp-publisher login http`. Unset: that address answers 404.
     */
    KENJA_MCP_REGISTRY_PUBLIC_KEY: z
      .string()
      .trim()
      .regex(
        /^[A-Za-z0-9+/]{43}=$/,
        'An Ed25519 public key in base64: openssl pkey -in key.pem -pubout -outform DER | tail -c 32 | base64',
      )
      .optional(),
    /** Claude for grounded answers; without a key, answers are extractive (excerpts, cited). */
    ANTHROPIC_API_KEY: z.string().min(1).optional(),
    /** Another host speaking the Anthropic Messages API. */
    ANTHROPIC_BASE_URL: z.url().optional(),
    /** The models callers may choose, comma-separated; the first is the default (spec 02 §9). */
    KENJA_ANSWER_MODELS: z
      .string()
      .default(ANSWER_DEFAULT_MODEL)
      .transform((text) =>
        text
          .split(',')
          .map((m) => m.trim())
          .filter((m) => m !== ''),
      )
      .refine((models) => models.length > 0, 'Name at least one model'),
    /** The longest a model call may take, retries included. */
    KENJA_ANSWER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    /** An OpenAI-compatible embeddings API (Ollama, vLLM, OpenAI…): dense vectors join lexical search. */
    KENJA_EMBEDDINGS_URL: z.url().optional(),
    KENJA_EMBEDDINGS_MODEL: z.string().min(1).optional(),
    KENJA_EMBEDDINGS_API_KEY: z.string().min(1).optional(),
    /** Stripe Checkout for purchases; without it (and outside production) the labelled dev checkout. */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    /** The signing secret of the Stripe webhook endpoint (`/api/webhooks/stripe`). */
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Another host speaking Stripe's API (stripe-mock, a test server). */
    STRIPE_API_URL: z.url().optional(),
    /**
     * Stopping, how long an instance keeps serving after its readiness turns false, so a load balancer stops sending
     * it requests first (a little over the balancer's probe interval). 0 for a single instance.
     */
    KENJA_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
    /** Stopping, how long requests in flight and running jobs get to finish before the process exits. */
    KENJA_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
    /**
     * How long a job an instance claimed stays its own without the instance renewing it: after a crash, another
     * instance takes the job over once this has passed.
     */
    KENJA_JOB_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
    /** Documents processed at once by this instance. */
    KENJA_INDEX_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
    /** Set when a reverse proxy stands in front: its X-Forwarded-For then says who the client is. */
    KENJA_TRUST_PROXY: flag('false'),
    /** Keys the session-token hashes; at least 32 characters. Required in production. */
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    /** Any OpenID Connect provider; Google unless set. */
    OIDC_ISSUER: z.url().default('https://accounts.google.com'),
    /** People who become admins when they sign in (comma-separated e-mails): how the first admin exists. */
    KENJA_ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      ),
  })
  .superRefine((env, ctx) => {
    try {
      parseStorageSetting(env);
    } catch (error) {
      ctx.addIssue({ code: 'custom', path: ['KENJA_STORAGE_URL'], message: (error as Error).message });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'Set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message:
          'Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: purchases are fulfilled from verified webhooks',
      });
    }
    if (Boolean(env.SMTP_URL) !== Boolean(env.MAIL_FROM)) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message: 'Set both SMTP_URL and MAIL_FROM: e-mail needs a server and a sender',
      });
    }
    if (env.NODE_ENV !== 'production') return;
    if (!env.GOOGLE_CLIENT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_ID'],
        message: 'Production needs an OpenID Connect provider (GOOGLE_CLIENT_ID/SECRET)',
      });
    }
    if (!env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'Production needs SESSION_SECRET' });
    }
    if (!env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'Production needs PUBLIC_URL (where people reach Kenja)',
      });
    }
  })
  .transform((env) => ({
    ...env,
    KENJA_SEED_DEMO: env.KENJA_SEED_DEMO ?? env.NODE_ENV !== 'production',
    /** Where original files go, read from KENJA_STORAGE_URL and KENJA_S3_* (undefined: with the database). */
    storage: parseStorageSetting(env),
  }));

export type Env = z.infer<typeof envSchema>;

/** Where people reach Kenja: PUBLIC_URL, or this machine at PORT. */
export function publicUrlOf(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): URL {
  return new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
}

/**
 * The environment as Kenja reads it. A variable set to the empty string counts as unset: docker compose writes an
 * unset `${VAR}` that way, and it must not stop the server as an invalid value.
 */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const set = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Kenja: invalid environment\n${problems}`);
  }
  return parsed.data;
}
