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
  /** E-mails that are made admins when they sign in. */
  adminEmails: string[];
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Cookies are Secure everywhere except on this machine, where the site is plain http. */
export function cookiesAreSecure(config: AuthConfig): boolean {
  return !LOOPBACK_HOSTS.has(config.publicUrl.hostname);
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
