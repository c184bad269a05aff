import { FREE_TRIES_PER_DAY } from '../../common/limits';
import type { Context, MiddlewareHandler } from 'hono';
import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import type { AppEnv } from './context';
import { AppError } from './errors';
import { presetHeaders } from './preset-headers';
import { declareRoute, routeDeclaration, type RouteDeclaration } from './route-declarations';

/** So many requests (`points`) per window of `seconds`. */
export interface RatePolicy {
  points: number;
  seconds: number;
}

/**
 * The named limits. `signIn` counts per client address (there is no one to count by yet); `writes` counts every
 * other state-changing request per signed-in person, or per address for anonymous callers; `search` counts
 * searches (reads sent as POST) the same way, with more room than writes; `answers` counts grounded answers,
 * which may each cost a model call; `mcp` counts MCP requests per access token; `webhooks` counts a payment
 * provider's event deliveries per address (bursts after an outage are normal, and each is verified anyway); `tries` counts
 * the sales pages' free try-before-you-buy questions per person or address, a few a day; `registrations` counts
 * OAuth clients registering themselves per address (anyone may, so not without bound); `oauth` counts calls of
 * the token and revocation endpoints per address.
 */
export const RATE_LIMIT_NAMES = [
  'signIn',
  'writes',
  'search',
  'answers',
  'mcp',
  'webhooks',
  'tries',
  'registrations',
  'oauth',
] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];
export type RateLimitSettings = Record<RateLimitName, RatePolicy>;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  signIn: { points: 30, seconds: 60 },
  writes: { points: 120, seconds: 60 },
  search: { points: 600, seconds: 60 },
  answers: { points: 60, seconds: 60 },
  mcp: { points: 300, seconds: 60 },
  webhooks: { points: 1200, seconds: 60 },
  tries: { points: FREE_TRIES_PER_DAY, seconds: 24 * 3600 },
  registrations: { points: 60, seconds: 3600 },
  oauth: { points: 300, seconds: 60 },
};

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** A limit as settings write it: `30/1m` is 30 requests a minute (units s, m, h, d). */
export function parseRatePolicy(text: string): RatePolicy | undefined {
  const match = /^(\d+)\s*\/\s*(\d*)\s*([smhd])$/.exec(text.trim());
  if (!match) return undefined;
  const [, points = '', count = '', unit = 's'] = match;
  const seconds = Number(count || 1) * UNIT_SECONDS[unit as keyof typeof UNIT_SECONDS];
  return Number(points) > 0 && seconds > 0 ? { points: Number(points), seconds } : undefined;
}

const KEYED_BY_ADDRESS: ReadonlySet<RateLimitName> = new Set(['signIn', 'registrations', 'oauth']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RateLimiterOptions {
  settings: RateLimitSettings;
  /** Where counts live: the database (shared by every instance on it), or this process's memory. */
  store: { kind: 'database'; db: Database } | { kind: 'memory' };
  /** The caller's address, for anonymous counting. */
  addressOf: (c: Context) => string;
}

function limiterFor(name: RateLimitName, policy: RatePolicy, store: RateLimiterOptions['store']) {
  const common = { keyPrefix: name, points: policy.points, duration: policy.seconds };
  const memory = new RateLimiterMemory(common);
  if (store.kind === 'memory') return memory;
  return new RateLimiterDrizzle({
    ...common,
    storeClient: store.db,
    schema: rateLimits,
    // Once over the limit, a key is refused from memory for the rest of its window: a flood costs no queries.
    inMemoryBlockOnConsumed: policy.points + 1,
    // If the database cannot count, this process still does.
    insuranceLimiter: memory,
  });
}

/** `RateLimit-Policy` / `RateLimit` as in the IETF draft (draft-ietf-httpapi-ratelimit-headers). */
function setHeaders(c: Context, name: RateLimitName, policy: RatePolicy, res: RateLimiterRes) {
  const resetSeconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  presetHeaders(c, {
    'RateLimit-Policy': `"${name}";q=${policy.points};w=${policy.seconds}`,
    RateLimit: `"${name}";r=${res.remainingPoints};t=${resetSeconds}`,
  });
  return resetSeconds;
}

/** Whom a request counts against: its access token, else the signed-in person, else its address. */
function keyFor(c: Context<AppEnv>, name: RateLimitName, addressOf: (c: Context) => string): string {
  if (KEYED_BY_ADDRESS.has(name)) return `address:${addressOf(c)}`;
  const principal = c.get('principal');
  if (principal) return `token:${principal.tokenId}`;
  const viewer = c.get('viewer');
  return viewer ? `user:${viewer.user.id}` : `address:${addressOf(c)}`;
}

/** A route that counts against `name` instead of the default limit for writes (and says what else it declares). */
export function declareRateLimit(
  name: RateLimitName,
  declaration: Omit<RouteDeclaration, 'rateLimit'> = {},
): MiddlewareHandler {
  return declareRoute(async (_c, next) => next(), { ...declaration, rateLimit: name });
}

/**
 * The one rate limiter: every route that declares a limit, and every state-changing request otherwise, spends a
 * point; with none left the answer is 429 `rate_limited` with `Retry-After`. Runs after the session is known.
 */
export function rateLimitGuard({
  settings,
  store,
  addressOf,
}: RateLimiterOptions): MiddlewareHandler<AppEnv> {
  const limiters = new Map<RateLimitName, RateLimiterAbstract>(
    RATE_LIMIT_NAMES.map((name) => [name, limiterFor(name, settings[name], store)]),
  );
  return async (c, next) => {
    const declared = routeDeclaration(c).rateLimit as RateLimitName | undefined;
    const name = declared ?? (SAFE_METHODS.has(c.req.method) ? undefined : 'writes');
    const limiter = name && limiters.get(name);
    if (!name || !limiter) return next();

    const key = keyFor(c, name, addressOf);
    const policy = settings[name];
    try {
      setHeaders(c, name, policy, await limiter.consume(key));
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      c.header('Retry-After', String(setHeaders(c, name, policy, refusal)));
      throw new AppError('rate_limited', 'Too many requests; try again later');
    }
    await next();
  };
}
