import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

const serialized = new WeakMap<object, string>();
const JSON_TYPE = Object.freeze({ 'Content-Type': 'application/json' });

/**
 * Like `c.json(value)`, but serializes each (immutable) value object only once. Services that hand out the same
 * object for the same answer — the cached catalog does — then skip JSON.stringify on every request.
 * The typed client sees exactly what `c.json` would give it.
 */
export function jsonOnce<T extends object>(
  c: Context,
  value: T,
): Response & TypedResponse<JSONParsed<T>, 200, 'json'> {
  let body = serialized.get(value);
  if (body === undefined) {
    body = JSON.stringify(value);
    serialized.set(value, body);
  }
  // The body is exactly c.json(value)'s; only the type has to be told (as a plain object: preset-headers.ts).
  return c.body(body, 200, JSON_TYPE) as unknown as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
}
