import type { MiddlewareHandler } from 'hono';
import { isSafeText } from '../../common/text';
import { validationError } from './errors';

function decodes(component: string): string | undefined {
  try {
    return decodeURIComponent(component.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
}

/**
 * Every request: the path and the query must decode to safe text (no NUL or other control characters, no broken
 * percent-encoding), so nothing downstream — a database query, a file lookup, a log line — ever sees them.
 */
export function requestGuard(): MiddlewareHandler {
  return async (c, next) => {
    // Node refuses raw control characters in a request line: only percent-encoding can carry them.
    if (!c.req.url.includes('%')) return next();
    const url = new URL(c.req.url);
    const path = decodes(url.pathname);
    if (path === undefined || !isSafeText(path)) {
      throw validationError([
        { path: ['path'], message: 'The path contains characters that are not allowed' },
      ]);
    }
    for (const part of url.search.slice(1).split('&')) {
      const text = decodes(part);
      if (text === undefined || !isSafeText(text)) {
        throw validationError([
          { path: ['query'], message: 'The query contains characters that are not allowed' },
        ]);
      }
    }
    await next();
  };
}
