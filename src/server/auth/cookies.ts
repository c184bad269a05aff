import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { cookiesAreSecure, type AuthConfig } from './config';
import { SESSION_TTL_MS } from './sessions';
import { SIGN_IN_WINDOW_MS } from './sign-in';

/**
 * A cookie's name for this server. When cookies are Secure it carries the `__Host-` prefix: browsers then accept
 * it only with Secure, Path=/ and no Domain, so neither a sibling subdomain nor a plain-http page can plant or
 * overwrite it. On plain-http loopback (development) the prefix is impossible and the plain name is used.
 */
function cookieName(config: AuthConfig, base: string): string {
  return cookiesAreSecure(config) ? `__Host-${base}` : base;
}

export function sessionCookieName(config: AuthConfig): string {
  return cookieName(config, 'kenja_session');
}

/** Binds a sign-in in progress to the browser that started it (login CSRF protection). */
export function signInCookieName(config: AuthConfig): string {
  return cookieName(config, 'kenja_sign_in');
}

function options(config: AuthConfig, maxAgeMs: number) {
  return {
    httpOnly: true,
    secure: cookiesAreSecure(config),
    sameSite: 'Lax' as const,
    path: '/',
    maxAge: Math.floor(maxAgeMs / 1000),
  };
}

export function readSessionCookie(c: Context, config: AuthConfig): string | undefined {
  return getCookie(c, sessionCookieName(config));
}

/**
 * The session's cookie, set when the session begins or its expiry moves forward — both times to a full lifetime
 * from now, so the cookie's Max-Age is that lifetime (no clock to read: ADR 0036).
 */
export function setSessionCookie(c: Context, config: AuthConfig, token: string) {
  setCookie(c, sessionCookieName(config), token, options(config, SESSION_TTL_MS));
}

export function clearSessionCookie(c: Context, config: AuthConfig) {
  deleteCookie(c, sessionCookieName(config), { path: '/', secure: cookiesAreSecure(config) });
}

export function readSignInCookie(c: Context, config: AuthConfig): string | undefined {
  return getCookie(c, signInCookieName(config));
}

export function setSignInCookie(c: Context, config: AuthConfig, binding: string) {
  setCookie(c, signInCookieName(config), binding, options(config, SIGN_IN_WINDOW_MS));
}

export function clearSignInCookie(c: Context, config: AuthConfig) {
  deleteCookie(c, signInCookieName(config), { path: '/', secure: cookiesAreSecure(config) });
}
