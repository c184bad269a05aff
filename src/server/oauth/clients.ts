import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { randomToken } from '../auth';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { oauthClients } from '../db/schema';
import { ClientMetadataError, isAcceptableRedirectUri, isClientMetadataUrl } from './client-metadata';
import type { ClientMetadata } from './client-metadata';
import { OAuthError } from './oauth-error';

/** An assistant as the authorization server knows it, however it introduced itself. */
export interface KnownClient {
  clientId: string;
  name: string;
  domain: string;
  /** True for a metadata document (its URL proves its domain); false for a client that registered itself. */
  verified: boolean;
  redirectUris: string[];
}

/** What a client may say about itself when it registers (RFC 7591 §2); other fields are accepted and ignored. */
const registrationSchema = z.object({
  redirect_uris: z
    .array(z.string().max(2000))
    .min(1, 'redirect_uris must name at least one URI')
    .max(10, 'At most 10 redirect URIs'),
  client_name: z.string().trim().min(1).max(100).optional(),
  client_uri: z.string().max(2000).optional(),
  grant_types: z.array(z.string().max(100)).max(10).optional(),
  response_types: z.array(z.string().max(100)).max(10).optional(),
  token_endpoint_auth_method: z.string().max(100).optional(),
  scope: z.string().max(1000).optional(),
});

const GRANT_TYPES = new Set(['authorization_code', 'refresh_token']);
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where a self-registered client's codes go: its first redirect URI's host, or an app's own scheme. That, not a
 * site the client merely claims (`client_uri`), is what the consent page names.
 */
function destinationOf(uri: string): string {
  if (!URL.canParse(uri)) return uri;
  const url = new URL(uri);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.host : url.protocol.replace(/:$/, '');
}

/**
 * Whether `asked` is one of the client's redirect URIs: exactly, except that a loopback redirect's port may differ
 * (RFC 8252 §7.3: a native app listens on whatever port it got). Never one with a fragment, which registration
 * refuses too (RFC 6749 §3.1.2): the answer's parameters would follow it, where the page's script reads them.
 */
export function matchesRedirectUri(registered: readonly string[], asked: string): boolean {
  if (asked.includes('#')) return false;
  if (registered.includes(asked)) return true;
  if (!URL.canParse(asked)) return false;
  const url = new URL(asked);
  if (url.protocol !== 'http:' || !LOOPBACK.has(url.hostname)) return false;
  const withoutPort = (u: URL) => `${u.protocol}//${u.hostname}${u.pathname}${u.search}`;
  return registered.some((uri) => URL.canParse(uri) && withoutPort(new URL(uri)) === withoutPort(url));
}

/**
 * The clients: ones identified by a metadata document's URL (read through `readMetadata`, cached there) and ones
 * that registered themselves (RFC 7591), kept in oauth_clients.
 */
export function createOAuthClients({
  db,
  readMetadata,
  allowLoopbackMetadata,
  now,
}: {
  db: Database;
  readMetadata: (clientId: string) => Promise<ClientMetadata>;
  allowLoopbackMetadata: boolean;
  now: Clock;
}) {
  return {
    /** The client named by `clientId`, or an OAuthError saying why it cannot be trusted with a redirect. */
    async resolve(clientId: string): Promise<KnownClient> {
      if (isClientMetadataUrl(clientId, allowLoopbackMetadata)) {
        try {
          const doc = await readMetadata(clientId);
          return { ...doc, verified: true };
        } catch (error) {
          if (error instanceof ClientMetadataError) throw new OAuthError('invalid_client', error.message);
          throw error;
        }
      }
      const [row] = await db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId));
      if (!row)
        throw new OAuthError('invalid_client', 'No such client: register it first, or use a metadata URL');
      return {
        clientId: row.clientId,
        name: row.name,
        domain: destinationOf(row.redirectUris[0] ?? ''),
        verified: false,
        redirectUris: row.redirectUris,
      };
    },

    /**
     * Dynamic client registration (RFC 7591). Every client is public (PKCE, no secret): a request for another
     * authentication method is answered with "none", which RFC 7591 §3.2.1 lets the server choose.
     */
    async register(body: unknown) {
      const parsed = registrationSchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const redirect = issue?.path[0] === 'redirect_uris';
        throw new OAuthError(
          redirect ? 'invalid_redirect_uri' : 'invalid_client_metadata',
          `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'not valid client metadata'}`,
        );
      }
      const request = parsed.data;
      const bad = request.redirect_uris.find((uri) => !isAcceptableRedirectUri(uri));
      if (bad !== undefined) {
        throw new OAuthError(
          'invalid_redirect_uri',
          `Not an acceptable redirect URI: ${bad} (https, http on this machine, or an app's own scheme)`,
        );
      }
      if (request.grant_types?.some((grant) => !GRANT_TYPES.has(grant))) {
        throw new OAuthError(
          'invalid_client_metadata',
          'grant_types may only be authorization_code and refresh_token',
        );
      }
      if (request.response_types?.some((type) => type !== 'code')) {
        throw new OAuthError('invalid_client_metadata', 'response_types may only be code');
      }
      const clientUri =
        request.client_uri && URL.canParse(request.client_uri) && request.client_uri.startsWith('https://')
          ? request.client_uri
          : null;
      const name = request.client_name ?? destinationOf(request.redirect_uris[0] ?? '');
      const clientId = `kenja_client_${randomToken()}`;
      const [row] = await db
        .insert(oauthClients)
        .values({ clientId, name, clientUri, redirectUris: request.redirect_uris, createdAt: now() })
        .returning();
      if (!row) throw new Error('client registration insert returned nothing');
      return {
        client_id: row.clientId,
        client_id_issued_at: Math.floor(row.createdAt.getTime() / 1000),
        client_name: row.name,
        ...(row.clientUri ? { client_uri: row.clientUri } : {}),
        redirect_uris: row.redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
      };
    },
  };
}

export type OAuthClients = ReturnType<typeof createOAuthClients>;
