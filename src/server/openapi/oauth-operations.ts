import type { Operation } from './operation';

const preflight = (path: string): Operation => ({
  method: 'options',
  path,
  tag: 'OAuth',
  access: 'public',
  summary: 'CORS preflight: any origin may call the OAuth endpoints (they read no cookie)',
  status: 204,
});

const tokenForm =
  'application/x-www-form-urlencoded. `grant_type=authorization_code` with `code`, `client_id`, `redirect_uri`, ' +
  '`code_verifier` (PKCE S256) and `resource` (the MCP URL, RFC 8707: required); or `grant_type=refresh_token` ' +
  'with `refresh_token`, `client_id`, optionally `scope` (narrower) and `resource`.';

/**
 * Kenja as the OAuth 2.1 authorization server of /mcp (issue 22), at the site's root. (The consent and Connect pages'
 * API, /api/oauth, is declared on its routes: oauth/routes.ts.)
 */
export const OAUTH_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/.well-known/oauth-protected-resource',
    tag: 'OAuth',
    access: 'public',
    summary: 'Protected resource metadata of /mcp (RFC 9728): its URL, its authorization server, its scopes',
    status: 200,
  },
  {
    method: 'get',
    path: '/.well-known/oauth-protected-resource/mcp',
    tag: 'OAuth',
    access: 'public',
    summary: 'The same metadata at the path-suffixed address RFC 9728 derives from /mcp',
    status: 200,
  },
  {
    method: 'get',
    path: '/.well-known/oauth-authorization-server',
    tag: 'OAuth',
    access: 'public',
    summary:
      'Authorization server metadata (RFC 8414): endpoints, PKCE S256 only, client ID metadata documents, iss',
    status: 200,
  },
  {
    method: 'post',
    path: '/oauth/register',
    tag: 'OAuth',
    access: 'public',
    summary: 'Dynamic client registration (RFC 7591): public clients only, rate limited per address',
    description:
      'redirect_uris must be https, http on loopback, or an app’s own reversed-domain scheme. Answered 201 with ' +
      'the client_id; refusals are `{ error, error_description }` (invalid_redirect_uri, invalid_client_metadata).',
    raw: { mediaType: 'application/json', description: 'Client metadata (RFC 7591 §2)' },
    status: 201,
  },
  {
    method: 'post',
    path: '/oauth/token',
    tag: 'OAuth',
    access: 'public',
    summary:
      'The token endpoint: a code (with its PKCE verifier) or a refresh token for tokens bound to /mcp',
    description:
      'Access tokens live an hour; refresh tokens rotate, and presenting a used one revokes the whole connection. ' +
      'Refusals are `{ error, error_description }`: invalid_request, invalid_grant, invalid_target, invalid_scope, ' +
      'unsupported_grant_type.',
    raw: { mediaType: 'application/x-www-form-urlencoded', description: tokenForm },
    status: 200,
  },
  {
    method: 'post',
    path: '/oauth/revoke',
    tag: 'OAuth',
    access: 'public',
    summary: 'Token revocation (RFC 7009): either token of a connection revokes the connection',
    raw: {
      mediaType: 'application/x-www-form-urlencoded',
      description: '`token`, optionally `token_type_hint` and `client_id`. Always 200, known token or not.',
    },
    status: 200,
  },
  ...[
    '/.well-known/oauth-protected-resource',
    '/.well-known/oauth-protected-resource/mcp',
    '/.well-known/oauth-authorization-server',
    '/oauth/register',
    '/oauth/token',
    '/oauth/revoke',
  ].map(preflight),
];
