import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens, CSRF tokens, sign-in bindings. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of a token: a keyed hash, so a copy of the table cannot be replayed as cookies. */
export function keyedHash(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
