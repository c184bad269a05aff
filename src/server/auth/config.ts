import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../env';
import { randomToken } from './tokens';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** How people sign in to this server. */
export interface AuthConfig {
  /** Keys the stored hashes of session tokens. */
  sessionSecret: string;
  /** Where people reach Kenja: the sign-in redirect target and the origin state-changing requests must come from. */
  publicUrl: URL;
  /** Absent: no provider configured. */
  oidc?: OidcSettings;
  /** "Continue as demo user": only without a provider, and never in production. */
  devSignIn: boolean;
  /**
   * Outside production, pages served from this machine (http(s)://localhost, 127.0.0.1 or [::1], any port: the
   * Vite dev server on 5173 calls the API on 3000) may make state-changing requests too. Only a program on this
   * machine can serve such a page.
   */
  trustLoopbackOrigins: boolean;
  /** E-mails that are made admins when they sign in. */
  adminEmails: string[];
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Cookies are Secure everywhere except on this machine, where the site is plain http. */
export function cookiesAreSecure(config: AuthConfig): boolean {
  return !LOOPBACK_HOSTS.has(config.publicUrl.hostname);
}

/**
 * Whether a browser request's Origin is one of our own pages: PUBLIC_URL's origin, or a loopback origin when
 * those are trusted. Never derived from the request itself (its Host header is whatever the caller says).
 */
export function isTrustedOrigin(config: AuthConfig, origin: string): boolean {
  if (origin === config.publicUrl.origin) return true;
  if (!config.trustLoopbackOrigins || !URL.canParse(origin)) return false;
  const url = new URL(origin);
  return (
    url.origin === origin &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    LOOPBACK_HOSTS.has(url.hostname)
  );
}

/**
 * Whether a request's Host names Kenja: its public host, or (outside production) this machine by any port. A page
 * on another name that resolves to this server (DNS rebinding) is refused by it.
 */
export function isTrustedHost(config: AuthConfig, host: string): boolean {
  const lower = host.toLowerCase();
  if (lower === config.publicUrl.host) return true;
  if (!config.trustLoopbackOrigins || !URL.canParse(`http://${lower}`)) return false;
  return LOOPBACK_HOSTS.has(new URL(`http://${lower}`).hostname);
}

/**
 * PUBLIC_URL as a request that reached this instance at `host` names it: PUBLIC_URL itself, or — outside production —
 * the loopback address, on PUBLIC_URL's port, it came in at (people type http://127.0.0.1:3000 as often as http://localhost:3000). OAuth
 * clients check that the resource they are told about is the address they connected to (RFC 9728 §3.3), so
 * `/mcp`'s metadata and challenges name it as reached. Any other host is answered with PUBLIC_URL's.
 */
export function publicUrlAsReached(config: AuthConfig, host: string | undefined): URL {
  const lower = host?.toLowerCase() ?? '';
  if (lower === config.publicUrl.host || !isTrustedHost(config, lower)) return config.publicUrl;
  // The port Kenja is reached at: another program on this machine (another port) is not Kenja.
  const reached = new URL(`${config.publicUrl.protocol}//${lower}`);
  return reached.port === config.publicUrl.port ? reached : config.publicUrl;
}

/**
 * Where the server listens. With the demo sign-in on, anyone who can reach Kenja can make themselves an admin,
 * so it listens on this machine only, unless HOST says otherwise (then with a warning).
 */
export function listenAddress(
  env: Pick<Env, 'HOST'>,
  config: AuthConfig,
): { hostname?: string; warning?: string } {
  if (!config.devSignIn) return env.HOST ? { hostname: env.HOST } : {};
  if (!env.HOST) return { hostname: '127.0.0.1' };
  return {
    hostname: env.HOST,
    warning:
      `Kenja: the demo sign-in is on and HOST=${env.HOST}: anyone who can reach this address can sign in as ` +
      'an admin. Configure a sign-in provider (GOOGLE_CLIENT_ID/SECRET) before exposing Kenja to others.',
  };
}

export function authConfigFromEnv(env: Env): AuthConfig {
  const oidc =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { issuer: env.OIDC_ISSUER, clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
      : undefined;
  return {
    sessionSecret: env.SESSION_SECRET ?? developmentSecret(env.KENJA_DATA_DIR),
    publicUrl: new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`),
    ...(oidc ? { oidc } : {}),
    devSignIn: !oidc && env.NODE_ENV !== 'production',
    trustLoopbackOrigins: env.NODE_ENV !== 'production',
    adminEmails: env.KENJA_ADMIN_EMAILS,
  };
}

/**
 * Outside production a secret is made up once and kept in the data directory, so sessions survive restarts
 * without anyone having to configure one. (Production refuses to start without SESSION_SECRET.)
 */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomToken();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
