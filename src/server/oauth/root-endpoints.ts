import { endpointFor } from '../http/endpoint';

/** Declares the OAuth endpoints here that anyone may call. */
const publicOAuthEndpoint = endpointFor({ access: 'public', tag: 'OAuth' });

// The declarations of Kenja's OAuth endpoints at the site's root (oauth/routes.ts registers each with its own):
// what /api/openapi.json says of them. They read their bodies themselves — forms, and client metadata answered with
// RFC 7591 errors — so each body is described (`raw`), never validated by `endpoint`.

const tokenForm =
  'application/x-www-form-urlencoded. `grant_type=authorization_code` with `code`, `client_id`, `redirect_uri`, ' +
  '`code_verifier` (PKCE S256) and `resource` (the MCP URL, RFC 8707: required); or `grant_type=refresh_token` ' +
  'with `refresh_token`, `client_id`, optionally `scope` (narrower) and `resource`.';

/** A fresh declaration per route: `endpoint` keys what it declares by the middleware it returns. */
export const ROOT_ENDPOINTS = {
  protectedResource: () =>
    publicOAuthEndpoint({
      summary:
        'Protected resource metadata of /mcp (RFC 9728): its URL, its authorization server, its scopes',
      status: 200,
    }),
  protectedResourceMcp: () =>
    publicOAuthEndpoint({
      summary: 'The same metadata at the path-suffixed address RFC 9728 derives from /mcp',
      status: 200,
    }),
  authorizationServer: () =>
    publicOAuthEndpoint({
      summary:
        'Authorization server metadata (RFC 8414): endpoints, PKCE S256 only, client ID metadata documents, iss',
      status: 200,
    }),
  register: () =>
    publicOAuthEndpoint({
      summary: 'Dynamic client registration (RFC 7591): public clients only, rate limited per address',
      description:
        'redirect_uris must be https, http on loopback, or an app’s own reversed-domain scheme. Answered 201 with ' +
        'the client_id; refusals are `{ error, error_description }` (invalid_redirect_uri, invalid_client_metadata).',
      raw: { mediaType: 'application/json', description: 'Client metadata (RFC 7591 §2)' },
      status: 201,
    }),
  token: () =>
    publicOAuthEndpoint({
      summary:
        'The token endpoint: a code (with its PKCE verifier) or a refresh token for tokens bound to /mcp',
      description:
        'Access tokens live an hour; refresh tokens rotate, and presenting a used one revokes the whole connection. ' +
        'Refusals are `{ error, error_description }`: invalid_request, invalid_grant, invalid_target, invalid_scope, ' +
        'unsupported_grant_type.',
      raw: { mediaType: 'application/x-www-form-urlencoded', description: tokenForm },
      status: 200,
    }),
  revoke: () =>
    publicOAuthEndpoint({
      summary: 'Token revocation (RFC 7009): either token of a connection revokes the connection',
      raw: {
        mediaType: 'application/x-www-form-urlencoded',
        description: '`token`, optionally `token_type_hint` and `client_id`. Always 200, known token or not.',
      },
      status: 200,
    }),
  /** CORS preflight of any of them. */
  preflight: () =>
    publicOAuthEndpoint({
      summary: 'CORS preflight: any origin may call the OAuth endpoints (they read no cookie)',
      status: 204,
    }),
};
