import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/context';
import { AppError } from '../http/errors';
import { describeMcpServer, type McpServices } from '../mcp';
import { DISCOVERY_ENDPOINTS } from './discovery-endpoints';
import { SERVER_CARD_MEDIA_TYPE, serverCard } from './server-card';

/** The draft's own place for a card: `<streamable-http-url>/server-card`. */
export const SERVER_CARD_PATH = '/mcp/server-card';
/** Where the draft first put it, and where earlier readers of the draft look. */
export const WELL_KNOWN_SERVER_CARD_PATH = '/.well-known/mcp/server-card';
/** Where the MCP Registry looks for a domain's key (`mcp-publisher login http`). */
export const REGISTRY_AUTH_PATH = '/.well-known/mcp-registry-auth';

export interface DiscoveryOptions {
  publicUrl: URL;
  /** The Ed25519 public key (base64) the operator proves the domain with to the MCP Registry; unset: 404. */
  registryPublicKey?: string | undefined;
}

/** Whether an If-None-Match header names this entity tag (weak or strong, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    // Weak comparison (RFC 9110 §13.1.2): W/ is ignored on both sides.
    return value === '*' || value.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });
}

/** Public, read-only metadata: any page may read it (and revalidate it). */
function openToEveryOrigin(c: Context) {
  c.header('Access-Control-Allow-Origin', '*');
  c.header('Access-Control-Expose-Headers', 'ETag');
}

function preflight(c: Context) {
  openToEveryOrigin(c);
  c.header('Access-Control-Allow-Methods', 'GET');
  c.header('Access-Control-Allow-Headers', 'Content-Type, If-None-Match');
  c.header('Access-Control-Max-Age', '600');
  return c.body(null, 204);
}

/**
 * How assistants and registries find /mcp: its server card at the draft's place and at the .well-known one, and
 * the MCP Registry's proof that this domain's operator publishes its listing. The card is described from the MCP
 * server once per process, on first request (it changes only with a deploy), and served with an entity tag.
 */
export function discoveryRoutes(services: McpServices, { publicUrl, registryPublicKey }: DiscoveryOptions) {
  let card: Promise<{ body: string; etag: string }> | undefined;
  const cardOnce = () =>
    (card ??= describeMcpServer(services).then(
      (described) => {
        const body = JSON.stringify(serverCard(publicUrl, described));
        // Weak: the same body goes out under two media types (Vary: Accept), equal in meaning, not in every byte.
        return { body, etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
      },
      (error: unknown) => {
        card = undefined;
        throw error;
      },
    ));

  const serveCard = async (c: Context<AppEnv>) => {
    const { body, etag } = await cardOnce();
    openToEveryOrigin(c);
    c.header('ETag', etag);
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Vary', 'Accept');
    if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
    const asked = (c.req.header('Accept') ?? '').includes(SERVER_CARD_MEDIA_TYPE);
    c.header('Content-Type', asked ? SERVER_CARD_MEDIA_TYPE : 'application/json');
    return c.body(body, 200);
  };

  return new Hono<AppEnv>()
    .get(SERVER_CARD_PATH, DISCOVERY_ENDPOINTS.card(), serveCard)
    .options(SERVER_CARD_PATH, DISCOVERY_ENDPOINTS.cardPreflight(), preflight)
    .get(WELL_KNOWN_SERVER_CARD_PATH, DISCOVERY_ENDPOINTS.cardAtWellKnown(), serveCard)
    .options(WELL_KNOWN_SERVER_CARD_PATH, DISCOVERY_ENDPOINTS.cardPreflight(), preflight)
    .get(REGISTRY_AUTH_PATH, DISCOVERY_ENDPOINTS.registryAuth(), (c) => {
      if (!registryPublicKey) {
        throw new AppError('not_found', 'This Kenja proves no domain to the MCP Registry over HTTP');
      }
      c.header('Cache-Control', 'public, max-age=300');
      return c.text(`v=MCPv1; k=ed25519; p=${registryPublicKey}`);
    });
}
