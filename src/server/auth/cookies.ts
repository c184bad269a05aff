import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { cookiesAreSecure, type AuthConfig } from './config';
import { SIGN_IN_WINDOW_MS } from './sign-in';

export const SESSION_COOKIE = 'kenja_session';
/** Binds a sign-in in progress to the browser that started it (login CSRF protection). */
export const SIGN_IN_COOKIE = 'kenja_sign_in';

function options(config: AuthConfig, maxAgeMs: number) {
  return {
    httpOnly: true,
    secure: cookiesAreSecure(config),
    sameSite: 'Lax' as const,
    path: '/',
    maxAge: Math.floor(maxAgeMs / 1000),
  };
}

export function readCookie(c: Context, name: string): string | undefined {
  return getCookie(c, name);
}

export function setSessionCookie(c: Context, config: AuthConfig, token: string, expiresAt: Date) {
  setCookie(c, SESSION_COOKIE, token, options(config, expiresAt.getTime() - Date.now()));
}

export function clearSessionCookie(c: Context, config: AuthConfig) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: cookiesAreSecure(config) });
}

export function setSignInCookie(c: Context, config: AuthConfig, binding: string) {
  setCookie(c, SIGN_IN_COOKIE, binding, options(config, SIGN_IN_WINDOW_MS));
}

export function clearSignInCookie(c: Context, config: AuthConfig) {
  deleteCookie(c, SIGN_IN_COOKIE, { path: '/', secure: cookiesAreSecure(config) });
}
