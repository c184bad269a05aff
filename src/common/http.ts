/** The header that carries the session's anti-forgery token on state-changing requests. */
export const CSRF_HEADER = 'X-CSRF-Token';
