import type { Context } from 'hono';
import { presetHeaders } from '../http/preset-headers';

/** What a browser-based MCP client sends besides the simple headers. */
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, MCP-Protocol-Version, Mcp-Method, Mcp-Name';
/** What such a client must be able to read: the challenge that starts its sign-in. */
const EXPOSED_HEADERS = 'WWW-Authenticate';
const VARY_ORIGIN = Object.freeze({ Vary: 'Origin' });

/**
 * CORS for /mcp: a page of an allowed origin (Kenja's own, or one the operator listed in KENJA_MCP_ALLOWED_ORIGINS)
 * may call it from a browser; any other origin gets no CORS headers, so the browser keeps the answer from it.
 */
export function corsFor(isAllowed: (origin: string) => boolean) {
  const allowedOrigin = (c: Context) => {
    const origin = c.req.header('Origin');
    return origin !== undefined && isAllowed(origin) ? origin : undefined;
  };
  return {
    /**
     * Before a request is answered: who may read its answer, from its Origin alone. Preset on Node's response
     * (http/preset-headers.ts), so every answer carries it — the transport's own and refusals too — and keeps
     * its plain headers.
     */
    allowRequest(c: Context) {
      const origin = allowedOrigin(c);
      presetHeaders(
        c,
        origin
          ? {
              Vary: 'Origin',
              'Access-Control-Allow-Origin': origin,
              'Access-Control-Expose-Headers': EXPOSED_HEADERS,
            }
          : VARY_ORIGIN,
      );
    },
    /** The answer to OPTIONS: what /mcp allows, and the preflight's grant when the origin may call it. */
    preflight(c: Context) {
      c.header('Allow', 'POST, OPTIONS');
      c.header('Vary', 'Origin');
      const origin = allowedOrigin(c);
      if (origin) {
        c.header('Access-Control-Allow-Origin', origin);
        c.header('Access-Control-Allow-Methods', 'POST, OPTIONS');
        c.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        c.header('Access-Control-Max-Age', '600');
      }
      return c.body(null, 204);
    },
  };
}
