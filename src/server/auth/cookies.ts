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

/** Reading, setting and clearing one of Kenja's cookies, which lives `maxAgeMs` once set. */
function kenjaCookie(nameOf: (config: AuthConfig) => string, maxAgeMs: number) {
  return {
    read(c: Context, config: AuthConfig): string | undefined {
      return getCookie(c, nameOf(config));
    },
    set(c: Context, config: AuthConfig, value: string): void {
      setCookie(c, nameOf(config), value, options(config, maxAgeMs));
    },
    clear(c: Context, config: AuthConfig): void {
      deleteCookie(c, nameOf(config), { path: '/', secure: cookiesAreSecure(config) });
    },
  };
}

/**
 * The session's cookie, set when the session begins or its expiry moves forward — both times to a full lifetime
 * from now, so the cookie's Max-Age is that lifetime (no clock to read: ADR 0036).
 */
export const {
  read: readSessionCookie,
  set: setSessionCookie,
  clear: clearSessionCookie,
} = kenjaCookie(sessionCookieName, SESSION_TTL_MS);

export const {
  read: readSignInCookie,
  set: setSignInCookie,
  clear: clearSignInCookie,
} = kenjaCookie(signInCookieName, SIGN_IN_WINDOW_MS);
