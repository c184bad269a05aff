import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { z } from 'zod';
import { isIP } from 'node:net';
import type { Clock } from '../clock';
import { cleanEnteredText } from '../http/entered-text';
import { isLoopbackAddress, isPublicAddress, publicOnlyLookup } from './public-address';

/**
 * Client ID Metadata Documents (draft-ietf-oauth-client-id-metadata-document, the MCP authorization spec's first
 * way to know a client): the client's id is an https URL it controls, and the document there says its name and
 * where it may be sent back to. Fetched by the server from a URL anyone may name, so: public addresses only (the
 * connection goes to the address checked), no redirects, a deadline, a size limit, JSON only, and a bounded cache.
 */

export const CLIENT_METADATA_MAX_BYTES = 16 * 1024;
const TIMEOUT_MS = 5_000;
const CACHE_ENTRIES = 1_000;
const DEFAULT_TTL_S = 300;
/** A document that could not be read is not asked for again for this long. */
const FAILURE_TTL_S = 60;
const MAX_TTL_S = 24 * 60 * 60;

export class ClientMetadataError extends Error {}

/** What Kenja keeps of a client's document: its id, its name, its site, and where it may be sent back to. */
export interface ClientMetadata {
  clientId: string;
  name: string;
  /** The host the client's id is served from: what the consent screen names. */
  domain: string;
  clientUri: string | null;
  redirectUris: string[];
}

const documentSchema = z.object({
  client_id: z.string(),
  client_name: z.string().trim().min(1).max(100).optional(),
  client_uri: z.url({ protocol: /^https$/ }).optional(),
  redirect_uris: z.array(z.string()).min(1).max(10),
  token_endpoint_auth_method: z.string().optional(),
});

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Schemes a browser runs or reads itself: never where an authorization code may be sent. */
const BROWSER_SCHEMES = new Set([
  'javascript:',
  'data:',
  'vbscript:',
  'file:',
  'blob:',
  'about:',
  'filesystem:',
  'view-source:',
  'ws:',
  'wss:',
  'ftp:',
  'intent:',
  'chrome:',
  'chrome-extension:',
  'moz-extension:',
]);

/**
 * A redirect URI a public client may use: https, http to this machine (RFC 8252 §7.3), or an app's own scheme
 * (RFC 8252 §7.1: `cursor://anysphere.cursor-mcp/oauth/callback`, `com.example.app:/callback`) — never one a
 * browser handles itself. PKCE is what keeps a code another app intercepts useless.
 */
export function isAcceptableRedirectUri(uri: string): boolean {
  if (!URL.canParse(uri)) return false;
  const url = new URL(uri);
  // An empty fragment ("…/cb#") too: RFC 6749 §3.1.2 allows no fragment component at all.
  if (uri.includes('#') || url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  if (url.protocol === 'http:') return LOOPBACK_HOSTS.has(url.hostname);
  return /^[a-z][a-z0-9+.-]*:$/.test(url.protocol) && !BROWSER_SCHEMES.has(url.protocol);
}

/** Whether a client id looks like a metadata document's URL (rather than a registered client's id). */
export function isClientMetadataUrl(clientId: string, allowLoopbackHttp: boolean): boolean {
  if (!URL.canParse(clientId)) return false;
  const url = new URL(clientId);
  const secure =
    url.protocol === 'https:' ||
    (allowLoopbackHttp && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  return secure && url.pathname !== '/' && !url.hash && !url.username && !url.password;
}

function validate(clientId: string, raw: unknown): ClientMetadata {
  // Fetched rather than sent, but text entering Kenja all the same: the name is shown at consent (ADR 0039).
  const parsed = documentSchema.safeParse(cleanEnteredText(raw).value);
  if (!parsed.success)
    throw new ClientMetadataError('The client metadata document is not valid client metadata');
  const doc = parsed.data;
  if (doc.client_id !== clientId) {
    throw new ClientMetadataError('The client metadata document names another client_id than its own URL');
  }
  if (doc.token_endpoint_auth_method !== undefined && doc.token_endpoint_auth_method !== 'none') {
    throw new ClientMetadataError('Only public clients (token_endpoint_auth_method "none") are supported');
  }
  const bad = doc.redirect_uris.find((uri) => !isAcceptableRedirectUri(uri));
  if (bad !== undefined) throw new ClientMetadataError(`Not an acceptable redirect URI: ${bad}`);
  const domain = new URL(clientId).host;
  return {
    clientId,
    name: doc.client_name ?? domain,
    domain,
    clientUri: doc.client_uri ?? null,
    redirectUris: doc.redirect_uris,
  };
}

/** A host name that means this machine: localhost (and its subdomains, RFC 6761 §6.3) or a loopback address. */
function isLoopbackHost(hostname: string): boolean {
  const name = hostname.replace(/^\[|\]$/g, '');
  return name === 'localhost' || name.endsWith('.localhost') || (isIP(name) !== 0 && isLoopbackAddress(name));
}

/**
 * Whether `url` is served by the server at `own`: the same host and port, where on this machine every name of it
 * is the same host (in development PUBLIC_URL says localhost, and 127.0.0.1 or [::1] reach the same server).
 */
function isSameServer(url: URL, own: URL): boolean {
  const port = (u: URL) => u.port || (u.protocol === 'https:' ? '443' : '80');
  if (port(url) !== port(own)) return false;
  const host = (u: URL) => u.hostname.replace(/\.$/, '');
  return host(url) === host(own) || (isLoopbackHost(host(url)) && isLoopbackHost(host(own)));
}

/** How long a document may be kept: its Cache-Control max-age, within a minute and a day. */
function ttlOf(response: IncomingMessage): number {
  const header = response.headers['cache-control'] ?? '';
  if (/no-store|no-cache/i.test(header)) return 60;
  const maxAge = Number(/max-age=(\d+)/i.exec(header)?.[1] ?? DEFAULT_TTL_S);
  return Math.min(Math.max(maxAge, 60), MAX_TTL_S);
}

function fetchDocument(
  url: URL,
  allowLoopback: boolean,
  timeoutMs: number,
): Promise<{ body: unknown; ttlS: number }> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  // An address written in the URL is never looked up, so it is checked here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !isPublicAddress(literal) && !(allowLoopback && isLoopbackAddress(literal))) {
    return Promise.reject(new ClientMetadataError(`${url.hostname} is not a public address`));
  }
  return new Promise((resolve, reject) => {
    // Settled exactly once, whatever happens first: an answer, a refusal, the deadline, a dropped connection.
    let settled = false;
    const fail = (message: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      req.destroy();
      reject(new ClientMetadataError(message));
    };
    const succeed = (value: { body: unknown; ttlS: number }) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(value);
    };
    const req = request(
      url,
      {
        method: 'GET',
        headers: { accept: 'application/json' },
        lookup: publicOnlyLookup({ allowLoopback }),
        timeout: timeoutMs,
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return fail(`The client metadata document answered ${res.statusCode} (redirects are not followed)`);
        }
        if (!/^application\/([a-z.+-]*\+)?json\b/i.test(res.headers['content-type'] ?? '')) {
          res.resume();
          return fail('The client metadata document is not JSON');
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > CLIENT_METADATA_MAX_BYTES) {
            fail(`The client metadata document is larger than ${CLIENT_METADATA_MAX_BYTES / 1024} KB`);
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => {
          try {
            succeed({ body: JSON.parse(Buffer.concat(chunks).toString('utf8')), ttlS: ttlOf(res) });
          } catch {
            fail('The client metadata document is not JSON');
          }
        });
        // A body cut off mid-way ends with neither 'end' nor an error on some paths: it fails here.
        res.on('close', () => {
          if (!res.complete) fail('The client metadata document could not be fetched');
        });
      },
    );
    // The whole exchange, not only each silence, has a deadline: a server that trickles bytes is cut off too.
    const deadline = setTimeout(
      () => fail('The client metadata document took too long to arrive'),
      timeoutMs,
    );
    req.on('close', () => fail('The client metadata document could not be fetched'));
    req.on('timeout', () => fail('The client metadata document took too long to arrive'));
    // One sentence for every network failure, a name that resolves to a private address among them: which it was
    // would tell anyone which internal names exist (issue 46). Only an address written in the URL is named.
    req.on('error', () => fail('The client metadata document could not be fetched'));
    req.end();
  });
}

/**
 * Reads client metadata documents, each kept for as long as its Cache-Control allows (a minute to a day, the
 * 1,000 most recent). `allowLoopback` lets http://localhost documents through: for tests and development, never in
 * production.
 */
export function createClientMetadataReader({
  allowLoopback,
  timeoutMs = TIMEOUT_MS,
  ownUrl,
  now,
}: {
  allowLoopback: boolean;
  timeoutMs?: number;
  /** Kenja's own address (PUBLIC_URL): a document there would make Kenja fetch itself. */
  ownUrl?: URL;
  /** The app's clock: how long a document is kept. */
  now: Clock;
}) {
  // What was read, and what failed (for a minute: a name anyone may type must not make Kenja fetch it at will).
  const cache = new Map<string, { outcome: ClientMetadata | ClientMetadataError; until: number }>();
  const inFlight = new Map<string, Promise<ClientMetadata>>();
  const remember = (clientId: string, outcome: ClientMetadata | ClientMetadataError, until: number) => {
    cache.delete(clientId);
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(clientId, { outcome, until });
  };
  async function fetchAndRemember(clientId: string, now: number): Promise<ClientMetadata> {
    try {
      const { body, ttlS } = await fetchDocument(new URL(clientId), allowLoopback, timeoutMs);
      const metadata = validate(clientId, body);
      remember(clientId, metadata, now + ttlS * 1000);
      return metadata;
    } catch (error) {
      if (error instanceof ClientMetadataError) remember(clientId, error, now + FAILURE_TTL_S * 1000);
      throw error;
    }
  }
  return async function read(clientId: string): Promise<ClientMetadata> {
    if (!isClientMetadataUrl(clientId, allowLoopback)) {
      throw new ClientMetadataError('The client_id is not an https URL of a client metadata document');
    }
    if (ownUrl !== undefined && isSameServer(new URL(clientId), ownUrl)) {
      throw new ClientMetadataError('A client metadata document cannot be served by Kenja itself');
    }
    const at = now().getTime();
    const cached = cache.get(clientId);
    if (cached && cached.until > at) {
      if (cached.outcome instanceof ClientMetadataError) throw cached.outcome;
      return cached.outcome;
    }
    // Requests for one document at once share one fetch.
    const pending = inFlight.get(clientId) ?? fetchAndRemember(clientId, at);
    inFlight.set(clientId, pending);
    try {
      return await pending;
    } finally {
      inFlight.delete(clientId);
    }
  };
}
